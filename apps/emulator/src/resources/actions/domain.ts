// The actions family's API to the other families and the kit: the stored action and its
// effects, an action as the API shows it at the request's time, and the actions that touch a
// resource. Actions are started and settled by the action engine (src/actions/).

export { actionsTouching } from "./indexes.js";
export {
  ACTIONS,
  type ActionEffect,
  type ActionError,
  type ActionRecord,
  type ActionResource,
  type ActionView,
} from "./records.js";
export { actionField, viewAction } from "./views.js";
