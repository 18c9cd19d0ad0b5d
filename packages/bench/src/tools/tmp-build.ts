import { ensureBaselineEmulator } from "../servers/baseline-emulator.js";

console.log(await ensureBaselineEmulator(console.log, process.env.COMMIT ?? "337d19d"));
