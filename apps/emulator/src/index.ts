// Placeholder: the emulator issue implements startEmulator()/close().
export const DEFAULT_PORT = 4020;
