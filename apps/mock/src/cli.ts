import { DEFAULT_PORT } from "./index.js";

console.log(`mock: not yet implemented (would listen on http://127.0.0.1:${DEFAULT_PORT})`);
