import { invalidField } from "../../http/api-error.js";
import { isoTime } from "../kit/api-time.js";
import { requestedMetricTypes } from "../kit/metric-types.js";
import type { HandlerResult, RequestContext } from "../kit/operation.js";

const SERIES: Record<string, { names: string[]; scale: number }> = {
  open_connections: { names: ["open_connections"], scale: 500 },
  connections_per_second: { names: ["connections_per_second"], scale: 50 },
  requests_per_second: { names: ["requests_per_second"], scale: 120 },
  bandwidth: { names: ["bandwidth.in", "bandwidth.out"], scale: 250000 },
};

/** Samples without `step`, and the most any answer has (the step is raised to stay below). */
const DEFAULT_SAMPLES = 200;
const MAX_SAMPLES = 500;

/**
 * Decision: a deterministic curve (like the server metrics). Without `step` the step is the
 * smallest whole number of seconds that gives at most 200 samples; any step is raised so that
 * an answer never has more than 500.
 */
export function loadBalancerMetrics(
  context: RequestContext<"get_load_balancer_metrics">,
): HandlerResult {
  const start = Date.parse(String(context.query.start));
  const end = Date.parse(String(context.query.end));
  if (!(end > start)) throw invalidField("end", "must be after start");
  const seconds = (end - start) / 1000;
  let step: number;
  if (context.query.step !== undefined) {
    step = Number(context.query.step);
    if (!(step >= 1)) throw invalidField("step", "must be at least 1 second");
  } else {
    step = Math.max(1, Math.ceil(seconds / (DEFAULT_SAMPLES - 1)));
  }
  step = Math.max(step, Math.ceil(seconds / (MAX_SAMPLES - 1)));
  const samples = Math.floor(seconds / step) + 1;
  const firstSecond = Math.floor(start / 1000);
  const timeSeries: Record<string, { values: [number, string][] }> = {};
  for (const type of requestedMetricTypes(context.query.type)) {
    const series = SERIES[type];
    if (!series) continue;
    series.names.forEach((name, offset) => {
      const values: [number, string][] = [];
      for (let index = 0; index < samples; index += 1) {
        const t = firstSecond + index * step;
        const level = (Math.sin(t / 900 + offset) + 1) / 2;
        values.push([t, (level * series.scale).toFixed(2)]);
      }
      timeSeries[name] = { values };
    });
  }
  return {
    status: 200,
    body: {
      metrics: { start: isoTime(start), end: isoTime(end), step, time_series: timeSeries },
    },
  };
}
