import {
  DEFAULT_LIVE_HETZNER_URL,
  DEFAULT_LIVE_URL,
  EMULATOR_TOKENS_ENV,
  type TargetInfo,
  type TargetKind,
} from "./target.js";

export interface StartedTarget {
  info: TargetInfo;
  stop(): Promise<void>;
}

/** The part of `@cloud-api/emulator` the suite relies on (imported lazily: only this target needs it). */
interface EmulatorModule {
  startEmulator?: (options: { env?: NodeJS.ProcessEnv }) => Promise<{
    url: string;
    hetznerUrl: string;
    close(): Promise<void>;
  }>;
}

/** One Prism per public API document, each on a free port (`startMocks`). */
async function startMockTarget(): Promise<StartedTarget> {
  const { startMocks } = await import("@cloud-api/mock");
  const mocks = await startMocks({ freePorts: true });
  const apiBaseUrls = Object.fromEntries(
    mocks.mocks.map(({ document, mock }) => [document.id, mock.url]),
  );
  return {
    info: { kind: "mock", baseUrl: mocks.of("cloud").url, apiBaseUrls, stateful: false },
    stop: () => mocks.stop(),
  };
}

async function startEmulatorTarget(): Promise<StartedTarget> {
  let module: EmulatorModule;
  try {
    module = (await import("@cloud-api/emulator")) as EmulatorModule;
  } catch (cause) {
    throw new Error(
      "CONFORMANCE_TARGET=emulator: cannot import @cloud-api/emulator; build it with `pnpm --filter @cloud-api/emulator build`",
      { cause },
    );
  }
  if (typeof module.startEmulator !== "function") {
    throw new Error(
      "CONFORMANCE_TARGET=emulator: @cloud-api/emulator does not export startEmulator",
    );
  }
  const emulator = await module.startEmulator({
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      CLOUD_API_TOKENS: EMULATOR_TOKENS_ENV,
      // Actions finish at once, so state follows immediately and no test waits on a timer.
      CLOUD_API_ACTION_MS: "0",
      // The suite is not a rate-limit test: keep the limit far above its request count.
      CLOUD_API_RATE_LIMIT: "1000000",
      CLOUD_API_DATA: "",
    },
  });
  return {
    // Both APIs: the Hetzner API is the emulator's second mount (`/hetzner/v1`, same tokens).
    info: {
      kind: "emulator",
      baseUrl: emulator.url,
      apiBaseUrls: { cloud: emulator.url, hetzner: emulator.hetznerUrl },
      stateful: true,
    },
    stop: () => emulator.close(),
  };
}

function liveTarget(env: NodeJS.ProcessEnv): StartedTarget {
  const baseUrl = env.CLOUD_API_URL?.trim() || DEFAULT_LIVE_URL;
  const hetzner = env.CLOUD_API_HETZNER_URL?.trim() || DEFAULT_LIVE_HETZNER_URL;
  const info: TargetInfo = {
    kind: "live",
    baseUrl,
    apiBaseUrls: { cloud: baseUrl, hetzner },
    stateful: true,
  };
  if (!env.CLOUD_API_TOKEN?.trim()) {
    info.unavailableReason = "CONFORMANCE_TARGET=live needs CLOUD_API_TOKEN; every test is skipped";
  }
  return { info, stop: async () => {} };
}

/** Starts (or, for live, describes) the system under test. */
export function startTarget(
  kind: TargetKind,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StartedTarget> {
  switch (kind) {
    case "mock":
      return startMockTarget();
    case "emulator":
      return startEmulatorTarget();
    case "live":
      return Promise.resolve(liveTarget(env));
  }
}
