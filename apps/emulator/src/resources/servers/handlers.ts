import { invalidField, protectedError } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { listResponse } from "../kit/list-response.js";
import { requestedMetricTypes } from "../kit/metric-types.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type { HandlerTable, RequestWithId, ResponseBody } from "../kit/operation.js";
import { viewAction } from "../kit/record-actions.js";
import { createServer, deleteServer, type ServerRecord, servers } from "./domain.js";
import { viewServer } from "./views.js";

export const SERVER: NamedKind<ServerRecord, typeof COLLECTIONS.servers, "server"> = {
  ...servers,
  view: viewServer,
};
export const find = (context: RequestWithId) => SERVER.find(context);

export const serverHandlers = {
  list_servers: (context) =>
    listResponse<ServerRecord, ReturnType<typeof viewServer>, "servers">(
      context,
      "servers",
      { collection: COLLECTIONS.servers, filters: { status: context.query.status } },
      { view: (record) => viewServer(context, record) },
    ),
  create_server: (context) => {
    const created = createServer(context, context.body);
    return {
      status: 201,
      body: {
        server: viewServer(context, created.record),
        action: viewAction(context, created.action),
        next_actions: created.nextActions.map((action) => viewAction(context, action)),
        root_password: created.rootPassword,
      } satisfies ResponseBody<"create_server">,
    };
  },
  get_server: getHandler(SERVER),
  update_server: updateHandler(SERVER),
  delete_server: (context) => {
    const record = find(context);
    if (record.protection.delete) throw protectedError("server", record.id);
    const action = deleteServer(context, record);
    return {
      status: 200,
      body: { action: viewAction(context, action) } satisfies ResponseBody<"delete_server">,
    };
  },
  get_server_metrics: (context) => {
    find(context);
    const start = Date.parse(String(context.query.start));
    const end = Date.parse(String(context.query.end));
    if (!(end > start)) throw invalidField("end", "must be after start");
    const requestedStep = typeof context.query.step === "number" ? context.query.step : 60;
    const step = Math.max(requestedStep, Math.ceil((end - start) / 1000 / 500));
    const types = requestedMetricTypes(context.query.type);
    const seriesNames: Record<string, string[]> = {
      cpu: ["cpu"],
      disk: [
        "disk.0.iops.read",
        "disk.0.iops.write",
        "disk.0.bandwidth.read",
        "disk.0.bandwidth.write",
      ],
      network: [
        "network.0.pps.in",
        "network.0.pps.out",
        "network.0.bandwidth.in",
        "network.0.bandwidth.out",
      ],
    };
    const timeSeries: Record<string, { values: [number, string][] }> = {};
    for (const type of types) {
      for (const name of seriesNames[type] ?? []) {
        const values: [number, string][] = [];
        for (let t = start / 1000; t <= end / 1000; t += step) {
          values.push([t, ((Math.sin(t / 600) + 1) * 5).toFixed(4)]);
        }
        timeSeries[name] = { values };
      }
    }
    return {
      status: 200,
      body: {
        metrics: { start: isoTime(start), end: isoTime(end), step, time_series: timeSeries },
      },
    };
  },
  ...actionListingHandlers(SERVER, byPathId(SERVER)),
} satisfies Partial<HandlerTable>;
