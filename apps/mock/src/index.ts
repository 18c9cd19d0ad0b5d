// Placeholder: the mock issue implements startMock()/stop().
export const DEFAULT_PORT = 4010;
