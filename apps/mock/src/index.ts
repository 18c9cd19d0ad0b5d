export { findFreePort } from "./free-port.js";
export { documentForPrism, serverBasePath } from "./prism-document.js";
export {
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_PORTS,
  type PrismLogLevel,
  type RunningMock,
  type StartMockOptions,
  startMock,
} from "./start-mock.js";
export { type RunningMocks, type StartMocksOptions, startMocks } from "./start-mocks.js";
