import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ../node_modules/.pnpm/fast-decode-uri-component@1.0.1/node_modules/fast-decode-uri-component/index.js
var require_fast_decode_uri_component = __commonJS({
  "../node_modules/.pnpm/fast-decode-uri-component@1.0.1/node_modules/fast-decode-uri-component/index.js"(exports, module) {
    "use strict";
    var UTF8_ACCEPT = 12;
    var UTF8_REJECT = 0;
    var UTF8_DATA = [
      // The first part of the table maps bytes to character to a transition.
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      4,
      4,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      5,
      6,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      7,
      8,
      7,
      7,
      10,
      9,
      9,
      9,
      11,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      4,
      // The second part of the table maps a state to a new state when adding a
      // transition.
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      12,
      0,
      0,
      0,
      0,
      24,
      36,
      48,
      60,
      72,
      84,
      96,
      0,
      12,
      12,
      12,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      24,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      24,
      24,
      24,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      24,
      24,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      48,
      48,
      48,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      48,
      48,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      48,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // The third part maps the current transition to a mask that needs to apply
      // to the byte.
      127,
      63,
      63,
      63,
      0,
      31,
      15,
      15,
      15,
      7,
      7,
      7
    ];
    function decodeURIComponent2(uri) {
      var percentPosition = uri.indexOf("%");
      if (percentPosition === -1) return uri;
      var length = uri.length;
      var decoded = "";
      var last = 0;
      var codepoint = 0;
      var startOfOctets = percentPosition;
      var state = UTF8_ACCEPT;
      while (percentPosition > -1 && percentPosition < length) {
        var high = hexCodeToInt(uri[percentPosition + 1], 4);
        var low = hexCodeToInt(uri[percentPosition + 2], 0);
        var byte = high | low;
        var type = UTF8_DATA[byte];
        state = UTF8_DATA[256 + state + type];
        codepoint = codepoint << 6 | byte & UTF8_DATA[364 + type];
        if (state === UTF8_ACCEPT) {
          decoded += uri.slice(last, startOfOctets);
          decoded += codepoint <= 65535 ? String.fromCharCode(codepoint) : String.fromCharCode(
            55232 + (codepoint >> 10),
            56320 + (codepoint & 1023)
          );
          codepoint = 0;
          last = percentPosition + 3;
          percentPosition = startOfOctets = uri.indexOf("%", last);
        } else if (state === UTF8_REJECT) {
          return null;
        } else {
          percentPosition += 3;
          if (percentPosition < length && uri.charCodeAt(percentPosition) === 37) continue;
          return null;
        }
      }
      return decoded + uri.slice(last);
    }
    var HEX = {
      "0": 0,
      "1": 1,
      "2": 2,
      "3": 3,
      "4": 4,
      "5": 5,
      "6": 6,
      "7": 7,
      "8": 8,
      "9": 9,
      "a": 10,
      "A": 10,
      "b": 11,
      "B": 11,
      "c": 12,
      "C": 12,
      "d": 13,
      "D": 13,
      "e": 14,
      "E": 14,
      "f": 15,
      "F": 15
    };
    function hexCodeToInt(c, shift) {
      var i = HEX[c];
      return i === void 0 ? 255 : i << shift;
    }
    module.exports = decodeURIComponent2;
  }
});

// ../node_modules/.pnpm/fast-querystring@1.1.2/node_modules/fast-querystring/lib/parse.js
var require_parse = __commonJS({
  "../node_modules/.pnpm/fast-querystring@1.1.2/node_modules/fast-querystring/lib/parse.js"(exports, module) {
    "use strict";
    var fastDecode = require_fast_decode_uri_component();
    var plusRegex = /\+/g;
    var Empty = function() {
    };
    Empty.prototype = /* @__PURE__ */ Object.create(null);
    function parse(input) {
      const result = new Empty();
      if (typeof input !== "string") {
        return result;
      }
      let inputLength = input.length;
      let key = "";
      let value = "";
      let startingIndex = -1;
      let equalityIndex = -1;
      let shouldDecodeKey = false;
      let shouldDecodeValue = false;
      let keyHasPlus = false;
      let valueHasPlus = false;
      let hasBothKeyValuePair = false;
      let c = 0;
      for (let i = 0; i < inputLength + 1; i++) {
        c = i !== inputLength ? input.charCodeAt(i) : 38;
        if (c === 38) {
          hasBothKeyValuePair = equalityIndex > startingIndex;
          if (!hasBothKeyValuePair) {
            equalityIndex = i;
          }
          key = input.slice(startingIndex + 1, equalityIndex);
          if (hasBothKeyValuePair || key.length > 0) {
            if (keyHasPlus) {
              key = key.replace(plusRegex, " ");
            }
            if (shouldDecodeKey) {
              key = fastDecode(key) || key;
            }
            if (hasBothKeyValuePair) {
              value = input.slice(equalityIndex + 1, i);
              if (valueHasPlus) {
                value = value.replace(plusRegex, " ");
              }
              if (shouldDecodeValue) {
                value = fastDecode(value) || value;
              }
            }
            const currentValue = result[key];
            if (currentValue === void 0) {
              result[key] = value;
            } else {
              if (currentValue.pop) {
                currentValue.push(value);
              } else {
                result[key] = [currentValue, value];
              }
            }
          }
          value = "";
          startingIndex = i;
          equalityIndex = i;
          shouldDecodeKey = false;
          shouldDecodeValue = false;
          keyHasPlus = false;
          valueHasPlus = false;
        } else if (c === 61) {
          if (equalityIndex <= startingIndex) {
            equalityIndex = i;
          } else {
            shouldDecodeValue = true;
          }
        } else if (c === 43) {
          if (equalityIndex > startingIndex) {
            valueHasPlus = true;
          } else {
            keyHasPlus = true;
          }
        } else if (c === 37) {
          if (equalityIndex > startingIndex) {
            shouldDecodeValue = true;
          } else {
            shouldDecodeKey = true;
          }
        }
      }
      return result;
    }
    module.exports = parse;
  }
});

// ../node_modules/.pnpm/fast-querystring@1.1.2/node_modules/fast-querystring/lib/internals/querystring.js
var require_querystring = __commonJS({
  "../node_modules/.pnpm/fast-querystring@1.1.2/node_modules/fast-querystring/lib/internals/querystring.js"(exports, module) {
    var hexTable = Array.from(
      { length: 256 },
      (_, i) => "%" + ((i < 16 ? "0" : "") + i.toString(16)).toUpperCase()
    );
    var noEscape = new Int8Array([
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 0 - 15
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 16 - 31
      0,
      1,
      0,
      0,
      0,
      0,
      0,
      1,
      1,
      1,
      1,
      0,
      0,
      1,
      1,
      0,
      // 32 - 47
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      // 48 - 63
      0,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      // 64 - 79
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      0,
      0,
      1,
      // 80 - 95
      0,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      // 96 - 111
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      0,
      1,
      0
      // 112 - 127
    ]);
    function encodeString(str) {
      const len = str.length;
      if (len === 0) return "";
      let out = "";
      let lastPos = 0;
      let i = 0;
      outer: for (; i < len; i++) {
        let c = str.charCodeAt(i);
        while (c < 128) {
          if (noEscape[c] !== 1) {
            if (lastPos < i) out += str.slice(lastPos, i);
            lastPos = i + 1;
            out += hexTable[c];
          }
          if (++i === len) break outer;
          c = str.charCodeAt(i);
        }
        if (lastPos < i) out += str.slice(lastPos, i);
        if (c < 2048) {
          lastPos = i + 1;
          out += hexTable[192 | c >> 6] + hexTable[128 | c & 63];
          continue;
        }
        if (c < 55296 || c >= 57344) {
          lastPos = i + 1;
          out += hexTable[224 | c >> 12] + hexTable[128 | c >> 6 & 63] + hexTable[128 | c & 63];
          continue;
        }
        ++i;
        if (i >= len) {
          throw new Error("URI malformed");
        }
        const c2 = str.charCodeAt(i) & 1023;
        lastPos = i + 1;
        c = 65536 + ((c & 1023) << 10 | c2);
        out += hexTable[240 | c >> 18] + hexTable[128 | c >> 12 & 63] + hexTable[128 | c >> 6 & 63] + hexTable[128 | c & 63];
      }
      if (lastPos === 0) return str;
      if (lastPos < len) return out + str.slice(lastPos);
      return out;
    }
    module.exports = { encodeString };
  }
});

// ../node_modules/.pnpm/fast-querystring@1.1.2/node_modules/fast-querystring/lib/stringify.js
var require_stringify = __commonJS({
  "../node_modules/.pnpm/fast-querystring@1.1.2/node_modules/fast-querystring/lib/stringify.js"(exports, module) {
    "use strict";
    var { encodeString } = require_querystring();
    function getAsPrimitive(value) {
      const type = typeof value;
      if (type === "string") {
        return encodeString(value);
      } else if (type === "bigint") {
        return value.toString();
      } else if (type === "boolean") {
        return value ? "true" : "false";
      } else if (type === "number" && Number.isFinite(value)) {
        return value < 1e21 ? "" + value : encodeString("" + value);
      }
      return "";
    }
    function stringify(input) {
      let result = "";
      if (input === null || typeof input !== "object") {
        return result;
      }
      const separator = "&";
      const keys = Object.keys(input);
      const keyLength = keys.length;
      let valueLength = 0;
      for (let i = 0; i < keyLength; i++) {
        const key = keys[i];
        const value = input[key];
        const encodedKey = encodeString(key) + "=";
        if (i) {
          result += separator;
        }
        if (Array.isArray(value)) {
          valueLength = value.length;
          for (let j = 0; j < valueLength; j++) {
            if (j) {
              result += separator;
            }
            result += encodedKey;
            result += getAsPrimitive(value[j]);
          }
        } else {
          result += encodedKey;
          result += getAsPrimitive(value);
        }
      }
      return result;
    }
    module.exports = stringify;
  }
});

// ../node_modules/.pnpm/fast-querystring@1.1.2/node_modules/fast-querystring/lib/index.js
var require_lib = __commonJS({
  "../node_modules/.pnpm/fast-querystring@1.1.2/node_modules/fast-querystring/lib/index.js"(exports, module) {
    "use strict";
    var parse = require_parse();
    var stringify = require_stringify();
    var fastQuerystring = {
      parse,
      stringify
    };
    module.exports = fastQuerystring;
    module.exports.default = fastQuerystring;
    module.exports.parse = parse;
    module.exports.stringify = stringify;
  }
});

// ../apps/emulator/dist/spec/validators.js
function nonCanonicalIntegers(names, values) {
  const problems = [];
  for (const name2 of names) {
    const value = values[name2];
    const texts2 = Array.isArray(value) ? value : value === void 0 ? [] : [value];
    if (texts2.some((text) => typeof text !== "string" || !CANONICAL_INTEGER.test(text))) {
      problems.push({
        name: name2,
        messages: [
          "must be an integer written in decimal digits (no sign, leading zero, exponent or space)"
        ]
      });
    }
  }
  return problems;
}
function parametersSchema(operation, location) {
  const parameters = operation.parameters.filter((parameter) => parameter.in === location);
  if (parameters.length === 0)
    return void 0;
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((parameter) => [
      parameter.name,
      { $ref: `${SPEC_ID}${parameter.schemaPointer}` }
    ])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name)
  };
}
function integerNames(operation, location) {
  return operation.parameters.filter((parameter) => parameter.in === location && parameter.integer).map((parameter) => parameter.name);
}
function fieldName(error, parameters) {
  const segments = error.instancePath.split("/").slice(1).map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  const params = error.params;
  if (error.keyword === "required" && typeof params.missingProperty === "string") {
    segments.push(params.missingProperty);
  } else if (error.keyword === "additionalProperties" && typeof params.additionalProperty === "string") {
    segments.push(params.additionalProperty);
  }
  if (parameters)
    return segments[0] ?? "query";
  let name2 = "";
  for (const segment of segments) {
    if (/^\d+$/.test(segment) && name2 !== "")
      name2 += `[${segment}]`;
    else
      name2 = name2 === "" ? segment : `${name2}.${segment}`;
  }
  return name2 === "" ? "body" : name2;
}
function describe(error) {
  const params = error.params;
  if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    return `must be one of: ${params.allowedValues.join(", ")}`;
  }
  if (error.keyword === "required")
    return "is required";
  if (error.keyword === "additionalProperties")
    return "is not allowed";
  if (error.keyword === "propertyNames" || error.propertyName !== void 0 && error.keyword === "pattern") {
    return `key '${String(params.propertyName ?? error.propertyName ?? "")}' is not a valid label key`;
  }
  return error.message ?? `fails '${error.keyword}'`;
}
function fieldProblems(errors, options = {}) {
  const byField = /* @__PURE__ */ new Map();
  for (const error of errors ?? []) {
    if (error.keyword === "oneOf" || error.keyword === "anyOf" || error.keyword === "if")
      continue;
    const name2 = fieldName(error, options.parameters === true);
    let messages = byField.get(name2);
    if (!messages) {
      messages = /* @__PURE__ */ new Set();
      byField.set(name2, messages);
    }
    messages.add(describe(error));
  }
  if (byField.size === 0 && errors && errors.length > 0) {
    byField.set("body", /* @__PURE__ */ new Set(["is invalid"]));
  }
  return [...byField].map(([name2, messages]) => ({ name: name2, messages: [...messages] }));
}
var SPEC_ID, DECIMAL_FORMAT, CANONICAL_INTEGER;
var init_validators = __esm({
  "../apps/emulator/dist/spec/validators.js"() {
    "use strict";
    SPEC_ID = "openapi";
    DECIMAL_FORMAT = /^-?\d+(\.\d+)?$/;
    CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;
  }
});

// ../apps/emulator/dist/store/store.js
function isAccountCollection(name2) {
  return name2.startsWith("_");
}
var StoreWriteError, StoreConflictError;
var init_store = __esm({
  "../apps/emulator/dist/store/store.js"() {
    "use strict";
    StoreWriteError = class extends Error {
      code;
      constructor(code, options) {
        super(`the change could not be stored durably (${code}); nothing was changed`, options);
        this.code = code;
        this.name = "StoreWriteError";
      }
    };
    StoreConflictError = class extends Error {
      constructor(collection, id, owner) {
        super(`${collection} ${id} belongs to project ${owner}`);
        this.name = "StoreConflictError";
      }
    };
  }
});

// ../apps/emulator/dist/store/state-file.js
import { readFileSync as readFileSync3 } from "node:fs";
function looksLikeJsonState(head) {
  const text = head.toString("utf8").trimStart();
  return text.startsWith("{") || text.startsWith("\uFEFF");
}
function readJsonState(path) {
  const text = readFileSync3(path, "utf8");
  if (text.startsWith("\uFEFF")) {
    throw new StateFileError(path, "starts with a UTF-8 byte order mark (remove it)");
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(path, `is not valid JSON (${error.message})`);
  }
  return checkSnapshot(path, parsed);
}
function checkSnapshot(path, parsed) {
  if (!isObject(parsed) || parsed.version !== 1) {
    throw new StateFileError(path, "is not an emulator state file (`version` must be 1)");
  }
  const { counters, collections } = parsed;
  if (!isObject(counters)) {
    throw new StateFileError(path, "`counters` is missing or not an object");
  }
  if (!isObject(collections)) {
    throw new StateFileError(path, "`collections` is missing or not an object of arrays");
  }
  for (const [name2, value] of Object.entries(counters)) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new StateFileError(path, `counter \`${name2}\` is not a non-negative integer`);
    }
  }
  for (const [name2, records] of Object.entries(collections)) {
    if (!Array.isArray(records)) {
      throw new StateFileError(path, `collection \`${name2}\` is not an array`);
    }
    const seen = /* @__PURE__ */ new Set();
    let highest = 0;
    records.forEach((record, position2) => {
      const where = `record ${position2} of \`${name2}\``;
      if (!isObject(record))
        throw new StateFileError(path, `${where} is not an object`);
      const { id, project } = record;
      if (!Number.isSafeInteger(id) || id < 1) {
        throw new StateFileError(path, `${where} has no positive integer \`id\``);
      }
      if (typeof project !== "string" || project === "") {
        throw new StateFileError(path, `${where} (id ${id}) has no \`project\``);
      }
      if (seen.has(id)) {
        throw new StateFileError(path, `${where} repeats id ${id}`);
      }
      seen.add(id);
      highest = Math.max(highest, id);
    });
    const counter = counters[name2];
    if (highest > 0 && (counter === void 0 || counter < highest)) {
      throw new StateFileError(path, `counter \`${name2}\` (${String(counter ?? "missing")}) is below its highest id ${highest}: new records would reuse ids`);
    }
  }
  return {
    version: 1,
    counters,
    collections
  };
}
var StateFileError, isObject;
var init_state_file = __esm({
  "../apps/emulator/dist/store/state-file.js"() {
    "use strict";
    StateFileError = class extends Error {
      constructor(path, problem) {
        super(`${path}: ${problem}; the file was left untouched`);
        this.name = "StateFileError";
      }
    };
    isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name2 = parts.shift();
        switch (name2) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name2}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name2 = `${prefix}${i}`;
        if (!exclude.has(name2))
          return name2;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection2 = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection2;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringify.js
var require_stringify2 = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name2 = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name2} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify2();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify2();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify2();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection2 = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection2.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection2 = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection2.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign2 = str[0];
      if (sign2 === "-" || sign2 === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign2 === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign2 === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set3 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set3.items.push(Pair.createPair(value, null, ctx));
          }
        return set3;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set2 = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set2;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign2 = str[0];
      const parts = sign2 === "-" || sign2 === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign2 === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign2 = "";
      if (value < 0) {
        sign2 = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign2 + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set2 = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set2.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set2 = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set2.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set2.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify2();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection2 = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name2) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name2 || prev.has(name2) ? anchors.findNewAnchor(name2 || "a", prev) : name2;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection2.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection2.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection2.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection2.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection2.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection2.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name2, pos, code, message) {
        super();
        this.name = name2;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens2, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens2) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens2[tokens2.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep2, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep2, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep2 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep2 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep2, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep2)
                for (const st of sep2) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name2 = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name2} must end with a ${expectedEnd}` : `${name2} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep2 === "\n")
            value += "\n";
          else
            sep2 = "\n";
        } else {
          value += sep2 + content;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens2, forceDoc = false, endOffset = -1) {
        for (const token of tokens2)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep2, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep2)
        for (const st of sep2)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar.end) {
            sep2 = scalar.end;
            sep2.push(this.sourceToken);
            delete scalar.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep2 = it.sep;
                  sep2.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep2 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument;
    exports.stringify = stringify;
  }
});

// ../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name2) {
        super(`CodeGen: "code" for ${name2} not defined`);
        this.value = name2.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name2 = this.toName(nameOrPrefix);
        const { prefix } = name2;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name2);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name2.setValue(value, { property: prefix, itemIndex });
        return name2;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name2) => {
          if (name2.scopePath === void 0)
            throw new Error(`CodeGen: name "${name2}" has no value`);
          return (0, code_1._)`${scopeName}${name2.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name2) => {
          if (name2.value === void 0)
            throw new Error(`CodeGen: name "${name2}" has no value`);
          return name2.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name2) => {
            if (nameSet.has(name2))
              return;
            nameSet.set(name2, UsedValueState.Started);
            let c = valueCode(name2);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name2} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name2)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name2);
            }
            nameSet.set(name2, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name2, rhs) {
        super();
        this.varKind = varKind;
        this.name = name2;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants3) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants3);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants3) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants3);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants3) {
        this.code = optimizeExpr(this.code, names, constants3);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants3) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants3))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants3) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants3);
        if (!(super.optimizeNames(names, constants3) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants3);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants3) {
        if (!super.optimizeNames(names, constants3))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants3);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name2, from, to) {
        super();
        this.varKind = varKind;
        this.name = name2;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name: name2, from, to } = this;
        return `for(${varKind} ${name2}=${from}; ${name2}<${to}; ${name2}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name2, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name2;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants3) {
        if (!super.optimizeNames(names, constants3))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants3);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name2, args, async) {
        super();
        this.name = name2;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants3) {
        var _a, _b;
        super.optimizeNames(names, constants3);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants3);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants3);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name2 = this._extScope.value(prefixOrName, value);
        const vs = this._values[name2.prefix] || (this._values[name2.prefix] = /* @__PURE__ */ new Set());
        vs.add(name2);
        return name2;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name2 = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name2.str] = rhs;
        this._leafNode(new Def(varKind, name2, rhs));
        return name2;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name2 = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name2, from, to), () => forBody(name2));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name2 = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name2, (0, code_1._)`${arr}[${i}]`);
            forBody(name2);
          });
        }
        return this._for(new ForIter("of", varKind, name2, iterable), () => forBody(name2));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name2 = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name2, obj), () => forBody(name2));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name2, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name2, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants3) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants3[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants3[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/errors.js
var require_errors2 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors2();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// ../node_modules/.pnpm/fast-deep-equal@3.1.3/node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "../node_modules/.pnpm/fast-deep-equal@3.1.3/node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// ../node_modules/.pnpm/json-schema-traverse@1.0.0/node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "../node_modules/.pnpm/json-schema-traverse@1.0.0/node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize2) {
      if (normalize2 !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors2();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches2 = RELATIVE_JSON_POINTER.exec($data);
        if (!matches2)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches2[1];
        jsonPointer = matches2[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
          validate.$async = true;
        if (this.opts.code.source === true) {
          validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate.source)
            validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// ../node_modules/.pnpm/fast-uri@3.1.9/node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "../node_modules/.pnpm/fast-uri@3.1.9/node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv43 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv43(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP2) {
      const re = isIP2 ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv43(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port2 = String(component.port);
        if (!isPort(port2)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port2);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4: isIPv43,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// ../node_modules/.pnpm/fast-uri@3.1.9/node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "../node_modules/.pnpm/fast-uri@3.1.9/node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name2) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name2
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches2 = urnComponent.path.match(URN_REG);
      if (matches2 && matches2[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches2[1].toLowerCase();
        urnComponent.nss = matches2[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// ../node_modules/.pnpm/fast-uri@3.1.9/node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "../node_modules/.pnpm/fast-uri@3.1.9/node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4: isIPv43, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize2(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv43(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse(serialize(base, options), options);
        relative = parse(serialize(relative, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative.scheme) {
        target.scheme = relative.scheme;
        target.userinfo = relative.userinfo;
        target.host = relative.host;
        target.port = relative.port;
        target.path = removeDotSegments(relative.path || "");
        target.query = relative.query;
      } else {
        if (relative.userinfo !== void 0 || relative.host !== void 0 || relative.port !== void 0) {
          target.userinfo = relative.userinfo;
          target.host = relative.host;
          target.port = relative.port;
          target.path = removeDotSegments(relative.path || "");
          target.query = relative.query;
        } else {
          if (!relative.path) {
            target.path = base.path;
            if (relative.query !== void 0) {
              target.query = relative.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative.path[0] === "/") {
              target.path = removeDotSegments(relative.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative.path;
              } else if (!base.path) {
                target.path = relative.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches2) {
      if (matches2[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches2) {
      const host = matches2[4];
      return hasMalformedPercentEncoding(matches2[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches2[6]) || hasMalformedPercentEncoding(matches2[7]) || hasMalformedPercentEncoding(matches2[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP2) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP2)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP2 === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP2) {
      return Boolean(
        parsed.host && isIP2 === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP2 = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches2 = uri.match(URI_PARSE);
      if (matches2) {
        parsed.scheme = matches2[1];
        parsed.userinfo = matches2[3];
        parsed.host = matches2[4];
        parsed.port = parseInt(matches2[5], 10);
        parsed.path = matches2[6] || "";
        parsed.query = matches2[7];
        parsed.fragment = matches2[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches2);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches2[5];
        }
        const parseError = getParseError(parsed, matches2);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv43(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP2 = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP2 ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP2 = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP2);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP2 ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP2) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP2 || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP2) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize: normalize2,
      resolve,
      resolveComponent,
      equal,
      serialize,
      parse
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name2, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name2] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text, msg) => text + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv.ValidationError = validation_error_1.default;
    Ajv.MissingRefError = ref_error_1.default;
    exports.default = Ajv;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name2 in this.opts.formats) {
        const format = this.opts.formats[name2];
        if (format)
          this.addFormat(name2, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: (cxt) => dynamicAnchor(cxt, cxt.schema)
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen.if((0, codegen_1._)`!${v}`, () => gen.assign(v, validate));
    }
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: (cxt) => dynamicRef(cxt, cxt.schema)
    };
    function dynamicRef(cxt, ref) {
      const { gen, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      function _callRef(validate, valid) {
        return valid ? () => gen.block(() => {
          (0, ref_1.callRef)(cxt, validate);
          gen.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate);
      }
    }
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema)
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt)
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt)
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: ({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen.if((0, codegen_1._)`${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
          return;
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items });
          cxt.fail((0, codegen_1._)`${len} > ${items}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items}`);
          gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen.forRange("i", from, len, (i) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          });
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema4 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator2 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core3 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation2 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema4();
    var applicator = require_applicator2();
    var unevaluated = require_unevaluated2();
    var content = require_content();
    var core = require_core3();
    var format = require_format_annotation();
    var metadata = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2020;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/2020.js
var require__ = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/2020.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module.exports = exports = Ajv20202;
    module.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// ../node_modules/.pnpm/ajv-formats@3.0.1_ajv@8.20.0/node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "../node_modules/.pnpm/ajv-formats@3.0.1_ajv@8.20.0/node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches2 = DATE.exec(str);
      if (!matches2)
        return false;
      const year = +matches2[1];
      const month = +matches2[2];
      const day = +matches2[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time2(str) {
        const matches2 = TIME.exec(str);
        if (!matches2)
          return false;
        const hr = +matches2[1];
        const min = +matches2[2];
        const sec = +matches2[3];
        const tz = matches2[4];
        const tzSign = matches2[5] === "-" ? -1 : 1;
        const tzH = +(matches2[6] || 0);
        const tzM = +(matches2[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time2 = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time2(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// ../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "../node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv;
    module.exports = exports = Ajv;
    module.exports.Ajv = Ajv;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// ../node_modules/.pnpm/ajv-formats@3.0.1_ajv@8.20.0/node_modules/ajv-formats/dist/limit.js
var require_limit = __commonJS({
  "../node_modules/.pnpm/ajv-formats@3.0.1_ajv@8.20.0/node_modules/ajv-formats/dist/limit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatLimitDefinition = void 0;
    var ajv_1 = require_ajv();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    exports.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
          const format = fCxt.schema;
          const fmtDef = self.formats[format];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
          }
          const fmt = gen.scopeValue("formats", {
            key: format,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = (ajv) => {
      ajv.addKeyword(exports.formatLimitDefinition);
      return ajv;
    };
    exports.default = formatLimitPlugin;
  }
});

// ../node_modules/.pnpm/ajv-formats@3.0.1_ajv@8.20.0/node_modules/ajv-formats/dist/index.js
var require_dist2 = __commonJS({
  "../node_modules/.pnpm/ajv-formats@3.0.1_ajv@8.20.0/node_modules/ajv-formats/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = require_codegen();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = (ajv, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats2(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
      }
      const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list = opts.formats || formats_1.formatNames;
      addFormats2(ajv, list, formats, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv);
      return ajv;
    };
    formatsPlugin.get = (name2, mode = "full") => {
      const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats[name2];
      if (!f)
        throw new Error(`Unknown format "${name2}"`);
      return f;
    };
    function addFormats2(ajv, list, fs, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list)
        ajv.addFormat(f, fs[f]);
    }
    module.exports = exports = formatsPlugin;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = formatsPlugin;
  }
});

// ../apps/emulator/dist/spec/ajv-compile.js
var ajv_compile_exports = {};
__export(ajv_compile_exports, {
  compileOperationValidators: () => compileOperationValidators,
  compilePointer: () => compilePointer,
  createSpecAjv: () => createSpecAjv
});
function createSpecAjv(document, options) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: options.coerce ? "array" : false,
    useDefaults: false,
    logger: false,
    ...options.code ? { code: options.code } : {}
  });
  addFormats(ajv);
  ajv.addFormat("decimal", DECIMAL_FORMAT);
  ajv.addSchema(document, SPEC_ID);
  return ajv;
}
function compilePointer(ajv, pointer) {
  return ajv.compile({ $ref: `${SPEC_ID}${pointer}` });
}
function compileOperationValidators(operation, coercingAjv, strictAjv) {
  const pathSchema = parametersSchema(operation, "path");
  const querySchema = parametersSchema(operation, "query");
  return {
    path: pathSchema ? coercingAjv.compile(pathSchema) : void 0,
    query: querySchema ? coercingAjv.compile(querySchema) : void 0,
    body: operation.body ? compilePointer(strictAjv, operation.body.schemaPointer) : void 0,
    integerParameters: {
      path: integerNames(operation, "path"),
      query: integerNames(operation, "query")
    }
  };
}
var import__, import_ajv_formats, Ajv2020, addFormats;
var init_ajv_compile = __esm({
  "../apps/emulator/dist/spec/ajv-compile.js"() {
    "use strict";
    import__ = __toESM(require__(), 1);
    import_ajv_formats = __toESM(require_dist2(), 1);
    init_validators();
    Ajv2020 = import__.default.default ?? import__.default;
    addFormats = import_ajv_formats.default.default ?? import_ajv_formats.default;
  }
});

// ../apps/emulator/dist/store/id-table.js
var ARRAY_IDS, IdTable;
var init_id_table = __esm({
  "../apps/emulator/dist/store/id-table.js"() {
    "use strict";
    ARRAY_IDS = 1 << 24;
    IdTable = class {
      slots = [];
      large = /* @__PURE__ */ new Map();
      count = 0;
      get size() {
        return this.count;
      }
      get(id) {
        return id >= 0 && id < ARRAY_IDS && Number.isInteger(id) ? this.slots[id] : this.large.get(id);
      }
      set(id, value) {
        if (id >= 0 && id < ARRAY_IDS && Number.isInteger(id)) {
          if (this.slots[id] === void 0)
            this.count += 1;
          while (this.slots.length < id)
            this.slots.push(void 0);
          this.slots[id] = value;
        } else {
          if (!this.large.has(id))
            this.count += 1;
          this.large.set(id, value);
        }
      }
      delete(id) {
        if (id >= 0 && id < ARRAY_IDS && Number.isInteger(id)) {
          if (this.slots[id] === void 0)
            return false;
          this.slots[id] = void 0;
        } else if (!this.large.delete(id))
          return false;
        this.count -= 1;
        return true;
      }
      *ids() {
        for (let id = 0; id < this.slots.length; id += 1) {
          if (this.slots[id] !== void 0)
            yield id;
        }
        yield* [...this.large.keys()].sort((a, b) => a - b);
      }
      values() {
        const values = [];
        for (const value of this.slots)
          if (value !== void 0)
            values.push(value);
        if (this.large.size > 0) {
          for (const id of [...this.large.keys()].sort((a, b) => a - b)) {
            values.push(this.large.get(id));
          }
        }
        return values;
      }
    };
  }
});

// ../apps/emulator/dist/store/list-index.js
function compareSortValues(a, b) {
  if (a === b)
    return 0;
  const aMissing = a === null || a === void 0;
  const bMissing = b === null || b === void 0;
  if (aMissing || bMissing)
    return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === "number" && typeof b === "number")
    return a - b;
  const left = typeof a === "string" ? a : String(a);
  const right = typeof b === "string" ? b : String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
function addPosting(postings, value, id) {
  let ids = postings.get(value);
  if (!ids) {
    ids = /* @__PURE__ */ new Set();
    postings.set(value, ids);
  }
  ids.add(id);
}
function removePosting(postings, value, id) {
  const ids = postings.get(value);
  if (!ids)
    return;
  ids.delete(id);
  if (ids.size === 0)
    postings.delete(value);
}
function idPosition(records, id) {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if (records[middle].id < id)
      low = middle + 1;
    else
      high = middle;
  }
  return low;
}
function firstInOrder(items, compare, count) {
  if (items.length <= count * 4)
    return items.sort(compare).slice(0, count);
  const kept = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]) >= 0)
      continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = low + high >>> 1;
      if (compare(kept[middle], item) < 0)
        low = middle + 1;
      else
        high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count)
      kept.pop();
  }
  return kept;
}
var isMissing, SortedRecords, ProjectLists, ListIndex;
var init_list_index = __esm({
  "../apps/emulator/dist/store/list-index.js"() {
    "use strict";
    init_id_table();
    isMissing = (value) => value === null || value === void 0;
    SortedRecords = class _SortedRecords {
      records = [];
      values = [];
      missing = [];
      /** Where (value, id) is, or would go, among the records with a value. */
      position(value, id) {
        let low = 0;
        let high = this.records.length;
        while (low < high) {
          const middle = low + high >>> 1;
          const order = compareSortValues(this.values[middle], value) || this.records[middle].id - id;
          if (order < 0)
            low = middle + 1;
          else
            high = middle;
        }
        return low;
      }
      static idPosition(records, id) {
        let low = 0;
        let high = records.length;
        while (low < high) {
          const middle = low + high >>> 1;
          if (records[middle].id < id)
            low = middle + 1;
          else
            high = middle;
        }
        return low;
      }
      insert(record, value) {
        if (isMissing(value)) {
          const at2 = _SortedRecords.idPosition(this.missing, record.id);
          this.missing.splice(at2, 0, record);
          return;
        }
        const count = this.records.length;
        const last = count === 0 ? 0 : compareSortValues(this.values[count - 1], value);
        const at = count === 0 || last < 0 || last === 0 && this.records[count - 1].id < record.id ? count : this.position(value, record.id);
        this.records.splice(at, 0, record);
        this.values.splice(at, 0, value);
      }
      remove(id, value) {
        if (isMissing(value)) {
          const at2 = _SortedRecords.idPosition(this.missing, id);
          if (this.missing[at2]?.id === id)
            this.missing.splice(at2, 1);
          return;
        }
        const at = this.position(value, id);
        if (this.records[at]?.id !== id)
          return;
        this.records.splice(at, 1);
        this.values.splice(at, 1);
      }
      /** The record filed under (value, id) is now `record` (a restored copy of it). */
      replace(record, value) {
        if (isMissing(value)) {
          const at2 = _SortedRecords.idPosition(this.missing, record.id);
          if (this.missing[at2]?.id === record.id)
            this.missing[at2] = record;
          return;
        }
        const at = this.position(value, record.id);
        if (this.records[at]?.id === record.id)
          this.records[at] = record;
      }
    };
    ProjectLists = class {
      /** The project's records by id (ascending): the order of `id`, and every record. */
      byId = [];
      sorted = /* @__PURE__ */ new Map();
      /** Label key → value → ids. */
      labels = /* @__PURE__ */ new Map();
      /** Label key → how many records have it. */
      labelCounts = /* @__PURE__ */ new Map();
      /** Filter field → value → ids. */
      fields = /* @__PURE__ */ new Map();
      constructor(definition) {
        for (const field of Object.keys(definition.sortFields)) {
          this.sorted.set(field, new SortedRecords());
        }
        for (const field of Object.keys(definition.filterFields ?? {})) {
          this.fields.set(field, /* @__PURE__ */ new Map());
        }
      }
    };
    ListIndex = class {
      definition;
      records;
      projects = /* @__PURE__ */ new Map();
      filed = new IdTable();
      sortFields;
      filterFields;
      constructor(definition, records) {
        this.definition = definition;
        this.records = records;
        this.sortFields = Object.keys(definition.sortFields);
        this.filterFields = Object.keys(definition.filterFields ?? {});
      }
      lists(project) {
        let lists = this.projects.get(project);
        if (!lists) {
          lists = new ProjectLists(this.definition);
          this.projects.set(project, lists);
        }
        return lists;
      }
      fileOf(record) {
        const filed = [];
        for (const field of this.sortFields) {
          const value = this.definition.sortFields[field](record);
          filed.push(value === void 0 ? null : value);
        }
        for (const field of this.filterFields) {
          const read = this.definition.filterFields?.[field];
          const value = read(record);
          filed.push(value === void 0 ? null : value);
        }
        const labels = this.definition.labels(record);
        if (labels) {
          for (const key of Object.keys(labels))
            filed.push(key, labels[key]);
        }
        return filed;
      }
      /** Files `record` (new, or changed since it was filed) in its project's lists. */
      update(record) {
        const previous = this.filed.get(record.id);
        const filed = this.fileOf(record);
        const lists = this.lists(record.project);
        if (previous === void 0) {
          this.insert(lists, record, filed);
        } else {
          this.change(lists, record, previous, filed);
        }
        this.filed.set(record.id, filed);
      }
      /** Forgets record `id` of `project`. */
      remove(id, project) {
        const filed = this.filed.get(id);
        const lists = this.projects.get(project);
        if (filed === void 0 || !lists)
          return;
        this.filed.delete(id);
        const at = idPosition(lists.byId, id);
        if (lists.byId[at]?.id === id)
          lists.byId.splice(at, 1);
        this.sortFields.forEach((field, index) => {
          lists.sorted.get(field)?.remove(id, filed[index]);
        });
        this.unfileValues(lists, id, filed);
        if (lists.byId.length === 0)
          this.projects.delete(project);
      }
      insert(lists, record, filed) {
        const byId3 = lists.byId;
        const last = byId3[byId3.length - 1];
        if (!last || last.id < record.id)
          byId3.push(record);
        else
          byId3.splice(idPosition(byId3, record.id), 0, record);
        this.sortFields.forEach((field, index) => {
          lists.sorted.get(field)?.insert(record, filed[index]);
        });
        this.fileValues(lists, record.id, filed);
      }
      change(lists, record, previous, filed) {
        const at = idPosition(lists.byId, record.id);
        if (lists.byId[at]?.id === record.id)
          lists.byId[at] = record;
        this.sortFields.forEach((field, index) => {
          const sorted = lists.sorted.get(field);
          const before = previous[index];
          const after = filed[index];
          if (before === after)
            sorted.replace(record, after);
          else {
            sorted.remove(record.id, before);
            sorted.insert(record, after);
          }
        });
        const from = this.sortFields.length;
        if (previous.length === filed.length && previous.every((value, index) => index < from || value === filed[index])) {
          return;
        }
        this.unfileValues(lists, record.id, previous);
        this.fileValues(lists, record.id, filed);
      }
      fileValues(lists, id, filed) {
        let index = this.sortFields.length;
        for (const field of this.filterFields) {
          const value = filed[index++];
          if (!isMissing(value))
            addPosting(lists.fields.get(field), value, id);
        }
        for (; index < filed.length; index += 2) {
          const key = filed[index];
          let postings = lists.labels.get(key);
          if (!postings) {
            postings = /* @__PURE__ */ new Map();
            lists.labels.set(key, postings);
          }
          addPosting(postings, filed[index + 1], id);
          lists.labelCounts.set(key, (lists.labelCounts.get(key) ?? 0) + 1);
        }
      }
      unfileValues(lists, id, filed) {
        let index = this.sortFields.length;
        for (const field of this.filterFields) {
          const value = filed[index++];
          if (!isMissing(value))
            removePosting(lists.fields.get(field), value, id);
        }
        for (; index < filed.length; index += 2) {
          const key = filed[index];
          const postings = lists.labels.get(key);
          if (!postings)
            continue;
          removePosting(postings, filed[index + 1], id);
          if (postings.size === 0)
            lists.labels.delete(key);
          const count = (lists.labelCounts.get(key) ?? 1) - 1;
          if (count === 0)
            lists.labelCounts.delete(key);
          else
            lists.labelCounts.set(key, count);
        }
      }
      /**
       * One page of the project's records that match `query`, and how many match; undefined when a
       * sort field is not indexed (the caller then filters and sorts itself).
       */
      page(project, query) {
        for (const key of query.sort) {
          if (key.field !== "id" && !this.definition.sortFields[key.field])
            return void 0;
        }
        for (const filter of query.filters) {
          if (!this.definition.filterFields?.[filter.field])
            return void 0;
        }
        const lists = this.projects.get(project);
        if (!lists)
          return { records: [], total: 0 };
        const terms = this.prepare(lists, query);
        const all = lists.byId.length;
        const need = query.offset + query.limit;
        let total;
        let best;
        for (const term of terms)
          if (!best || term.superset < best.superset)
            best = term;
        const matches2 = (record) => {
          for (const term of terms)
            if (!term.matches(record))
              return false;
          return true;
        };
        if (terms.length <= 1) {
          total = terms.length === 0 ? all : best.count;
          if (total === 0 || query.offset >= total)
            return { records: [], total };
          const superset = best ? best.superset : all;
          if (need * all / total <= superset) {
            return { records: this.walk(lists, query, matches2, need), total };
          }
          const kept2 = this.collect(lists, best, matches2);
          return { records: this.ordered(kept2, query, need), total };
        }
        const kept = this.collect(lists, best, matches2);
        total = kept.length;
        if (query.offset >= total)
          return { records: [], total };
        return { records: this.ordered(kept, query, need), total };
      }
      prepare(lists, query) {
        const all = lists.byId.length;
        const labelsOf = this.definition.labels;
        const terms = [];
        for (const term of query.labels) {
          const postings = lists.labels.get(term.key);
          const having = lists.labelCounts.get(term.key) ?? 0;
          const everyValue = () => postings ? [...postings.values()] : [];
          const key = term.key;
          switch (term.op) {
            case "eq": {
              const ids = postings?.get(term.value);
              const value = term.value;
              terms.push({
                count: ids?.size ?? 0,
                superset: ids?.size ?? 0,
                candidates: ids ? [ids] : [],
                matches: (record) => {
                  const labels = labelsOf(record);
                  return labels !== void 0 && Object.hasOwn(labels, key) && labels[key] === value;
                }
              });
              break;
            }
            case "in": {
              const values = [...new Set(term.values)];
              const sets = values.flatMap((value) => {
                const ids = postings?.get(value);
                return ids ? [ids] : [];
              });
              const count = sets.reduce((sum, ids) => sum + ids.size, 0);
              terms.push({
                count,
                superset: count,
                candidates: sets,
                matches: (record) => {
                  const labels = labelsOf(record);
                  return labels !== void 0 && Object.hasOwn(labels, key) && values.includes(labels[key]);
                }
              });
              break;
            }
            case "exists":
              terms.push({
                count: having,
                superset: having,
                candidates: everyValue(),
                matches: (record) => {
                  const labels = labelsOf(record);
                  return labels !== void 0 && Object.hasOwn(labels, key);
                }
              });
              break;
            case "neq": {
              const value = term.value;
              terms.push({
                count: having - (postings?.get(value)?.size ?? 0),
                superset: having,
                candidates: everyValue(),
                matches: (record) => {
                  const labels = labelsOf(record);
                  return labels !== void 0 && Object.hasOwn(labels, key) && labels[key] !== value;
                }
              });
              break;
            }
            case "notin": {
              const values = [...new Set(term.values)];
              const excluded = values.reduce((sum, value) => sum + (postings?.get(value)?.size ?? 0), 0);
              terms.push({
                count: having - excluded,
                superset: having,
                candidates: everyValue(),
                matches: (record) => {
                  const labels = labelsOf(record);
                  return labels !== void 0 && Object.hasOwn(labels, key) && !values.includes(labels[key]);
                }
              });
              break;
            }
            case "absent":
              terms.push({
                count: all - having,
                superset: all,
                candidates: void 0,
                matches: (record) => {
                  const labels = labelsOf(record);
                  return labels === void 0 || !Object.hasOwn(labels, key);
                }
              });
              break;
          }
        }
        for (const filter of query.filters) {
          const postings = lists.fields.get(filter.field);
          const read = this.definition.filterFields?.[filter.field];
          const values = filter.values;
          const sets = [];
          for (const [value, ids] of postings)
            if (values.includes(value))
              sets.push(ids);
          const count = sets.reduce((sum, ids) => sum + ids.size, 0);
          terms.push({
            count,
            superset: count,
            candidates: sets,
            matches: (record) => values.includes(read(record))
          });
        }
        return terms;
      }
      /** Every record of the project that matches, in no particular order. */
      collect(lists, best, matches2) {
        const kept = [];
        if (!best?.candidates) {
          for (const record of lists.byId)
            if (matches2(record))
              kept.push(record);
          return kept;
        }
        for (const ids of best.candidates) {
          for (const id of ids) {
            const record = this.records.get(id);
            if (matches2(record))
              kept.push(record);
          }
        }
        return kept;
      }
      comparator(query) {
        const keys = query.sort.map((key) => ({
          read: key.field === "id" ? (record) => record.id : this.definition.sortFields[key.field],
          descending: key.descending
        }));
        return (left, right) => {
          for (const key of keys) {
            const a = key.read(left);
            const b = key.read(right);
            if (isMissing(a) || isMissing(b)) {
              if (isMissing(a) !== isMissing(b))
                return isMissing(a) ? 1 : -1;
              continue;
            }
            const order = compareSortValues(a, b);
            if (order !== 0)
              return key.descending ? -order : order;
          }
          return left.id - right.id;
        };
      }
      /** The page of `kept` (every match, any order) in the query's order. */
      ordered(kept, query, need) {
        const compare = this.comparator(query);
        const first = firstInOrder(kept, compare, need);
        return first.slice(query.offset, need);
      }
      /**
       * Walks the order of the first sort key, keeping matches until the page is full. Records with
       * the same first-key value are kept as a whole group when the page ends inside it (in a
       * descending walk, or with more keys, the group's own order is decided after), then the kept
       * records are put in the query's exact order.
       */
      walk(lists, query, matches2, need) {
        const first = query.sort[0];
        const kept = [];
        if (!first || first.field === "id") {
          const byId3 = lists.byId;
          const descending = first?.descending === true;
          for (let index = descending ? byId3.length - 1 : 0; index >= 0 && index < byId3.length && kept.length < need; index += descending ? -1 : 1) {
            const record = byId3[index];
            if (matches2(record))
              kept.push(record);
          }
          return kept.slice(query.offset, need);
        }
        const sorted = lists.sorted.get(first.field);
        const { records, values } = sorted;
        const groupsDecideLater = first.descending || query.sort.length > 1;
        let boundary;
        let full = false;
        const step = first.descending ? -1 : 1;
        for (let index = first.descending ? records.length - 1 : 0; index >= 0 && index < records.length; index += step) {
          const value = values[index];
          if (full && (!groupsDecideLater || value !== boundary))
            break;
          const record = records[index];
          if (!matches2(record))
            continue;
          kept.push(record);
          if (!full && kept.length >= need) {
            full = true;
            boundary = value;
          }
        }
        if (!full) {
          const oneKey = query.sort.length === 1;
          for (const record of sorted.missing) {
            if (!matches2(record))
              continue;
            kept.push(record);
            if (oneKey && kept.length >= need)
              break;
          }
        }
        return this.ordered(kept, query, need);
      }
    };
  }
});

// ../apps/emulator/dist/store/record-index.js
function canonical(key) {
  return typeof key === "string" && DIGITS.test(key) ? Number(key) : key;
}
function keyList(keys) {
  if (keys === void 0)
    return [];
  return Array.isArray(keys) ? keys : [keys];
}
function sameKeys(previous, next) {
  const old = keyList(previous);
  if (old.length !== next.length)
    return false;
  return old.every((key, index) => key === next[index]);
}
function withId(ids, id) {
  if (ids === void 0)
    return id;
  if (typeof ids === "number") {
    if (ids === id)
      return ids;
    return ids < id ? [ids, id] : [id, ids];
  }
  if (Array.isArray(ids)) {
    if (ids.includes(id))
      return ids;
    if (ids.length >= ARRAY_LIMIT)
      return /* @__PURE__ */ new Set([...ids, id]);
    let at = ids.length;
    while (at > 0 && ids[at - 1] > id)
      at -= 1;
    ids.splice(at, 0, id);
    return ids;
  }
  ids.add(id);
  return ids;
}
function withoutId(ids, id) {
  if (typeof ids === "number")
    return ids === id ? void 0 : ids;
  if (Array.isArray(ids)) {
    const at = ids.indexOf(id);
    if (at !== -1)
      ids.splice(at, 1);
    return ids.length === 0 ? void 0 : ids.length === 1 ? ids[0] : ids;
  }
  ids.delete(id);
  return ids.size === 0 ? void 0 : ids;
}
var ARRAY_LIMIT, DIGITS, RecordIndex;
var init_record_index = __esm({
  "../apps/emulator/dist/store/record-index.js"() {
    "use strict";
    init_id_table();
    ARRAY_LIMIT = 16;
    DIGITS = /^(0|[1-9][0-9]{0,14})$/;
    RecordIndex = class {
      definition;
      idsByProject = /* @__PURE__ */ new Map();
      /** The keys each record is filed under, by id (ids are unique in the collection). */
      keysById = new IdTable();
      constructor(definition) {
        this.definition = definition;
      }
      update(record) {
        const keys = [];
        for (const raw of this.definition.keys(record)) {
          const key = canonical(raw);
          if (!keys.includes(key))
            keys.push(key);
        }
        const project = record.project;
        if (sameKeys(this.keysById.get(record.id), keys))
          return;
        this.delete(record.id, project);
        if (keys.length === 0)
          return;
        let byKey = this.idsByProject.get(project);
        if (!byKey) {
          byKey = /* @__PURE__ */ new Map();
          this.idsByProject.set(project, byKey);
        }
        for (const key of keys)
          byKey.set(key, withId(byKey.get(key), record.id));
        this.keysById.set(record.id, keys.length === 1 ? keys[0] : keys.slice());
      }
      /** Forgets the record `id` of `project` (a record keeps its project). */
      delete(id, project) {
        const keys = this.keysById.get(id);
        if (keys === void 0)
          return;
        this.keysById.delete(id);
        const byKey = this.idsByProject.get(project);
        if (!byKey)
          return;
        for (const key of keyList(keys)) {
          const ids = byKey.get(key);
          if (ids === void 0)
            continue;
          const left = withoutId(ids, id);
          if (left === void 0)
            byKey.delete(key);
          else if (left !== ids)
            byKey.set(key, left);
        }
        if (byKey.size === 0)
          this.idsByProject.delete(project);
      }
      /** Ids filed under `key` in `project`, ascending. */
      ids(project, key) {
        const ids = this.idsByProject.get(project)?.get(canonical(key));
        if (ids === void 0)
          return [];
        if (typeof ids === "number")
          return [ids];
        if (Array.isArray(ids))
          return [...ids];
        return [...ids].sort((a, b) => a - b);
      }
    };
  }
});

// ../apps/emulator/dist/store/memory-store.js
function byAscendingId(records) {
  return [...records].sort((a, b) => a.id - b.id);
}
function position(records, id) {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if (records[middle].id < id)
      low = middle + 1;
    else
      high = middle;
  }
  return low;
}
var Collection, MemoryStore;
var init_memory_store = __esm({
  "../apps/emulator/dist/store/memory-store.js"() {
    "use strict";
    init_id_table();
    init_list_index();
    init_record_index();
    init_store();
    Collection = class {
      byId = new IdTable();
      byProject = /* @__PURE__ */ new Map();
      indexes = /* @__PURE__ */ new Map();
      listIndex;
      set(record) {
        const previous = this.byId.get(record.id);
        if (previous && previous.project !== record.project) {
          this.unlist(previous);
          for (const index of this.indexes.values())
            index.delete(record.id, previous.project);
          this.listIndex?.remove(record.id, previous.project);
        }
        this.byId.set(record.id, record);
        let owned = this.byProject.get(record.project);
        if (!owned) {
          owned = [];
          this.byProject.set(record.project, owned);
        }
        const last = owned[owned.length - 1];
        if (!last || last.id < record.id)
          owned.push(record);
        else {
          const at = position(owned, record.id);
          if (owned[at]?.id === record.id)
            owned[at] = record;
          else
            owned.splice(at, 0, record);
        }
        for (const index of this.indexes.values())
          index.update(record);
        this.listIndex?.update(record);
      }
      delete(id) {
        const record = this.byId.get(id);
        if (!record)
          return false;
        this.byId.delete(id);
        this.unlist(record);
        for (const index of this.indexes.values())
          index.delete(id, record.project);
        this.listIndex?.remove(id, record.project);
        return true;
      }
      unlist(record) {
        const owned = this.byProject.get(record.project);
        if (!owned)
          return;
        const at = position(owned, record.id);
        if (owned[at]?.id === record.id)
          owned.splice(at, 1);
        if (owned.length === 0)
          this.byProject.delete(record.project);
      }
    };
    MemoryStore = class {
      collections = /* @__PURE__ */ new Map();
      counters = /* @__PURE__ */ new Map();
      changes = 0;
      get version() {
        return this.changes;
      }
      constructor(options = {}) {
        for (const definition of options.indexes ?? []) {
          this.collection(definition.collection).indexes.set(definition.name, new RecordIndex(definition));
        }
        for (const definition of options.listIndexes ?? []) {
          const collection = this.collection(definition.collection);
          collection.listIndex = new ListIndex(definition, collection.byId);
        }
        const snapshot2 = options.snapshot;
        if (!snapshot2)
          return;
        for (const [name2, value] of Object.entries(snapshot2.counters))
          this.counters.set(name2, value);
        for (const [name2, records] of Object.entries(snapshot2.collections)) {
          const collection = this.collection(name2);
          for (const record of byAscendingId(records))
            collection.set(record);
        }
      }
      collection(name2) {
        let collection = this.collections.get(name2);
        if (!collection) {
          collection = new Collection();
          this.collections.set(name2, collection);
        }
        return collection;
      }
      nextId(collection, after = 0) {
        const next = Math.max(this.counters.get(collection) ?? 0, after) + 1;
        this.counters.set(collection, next);
        this.touchedCounter(collection);
        return next;
      }
      get(collection, id) {
        return this.collections.get(collection)?.byId.get(id);
      }
      list(collection) {
        const records = this.collections.get(collection)?.byId;
        return records ? records.values() : [];
      }
      listOwned(collection, project) {
        const records = this.collections.get(collection)?.byProject.get(project);
        return records ? records.slice() : [];
      }
      lookup(collection, index, project, key) {
        const target = this.collections.get(collection);
        const recordIndex2 = target?.indexes.get(index);
        if (!target || !recordIndex2) {
          throw new Error(`store: no index '${index}' on collection '${collection}'`);
        }
        const records = [];
        for (const id of recordIndex2.ids(project, key)) {
          const record = target.byId.get(id);
          if (record)
            records.push(record);
        }
        return records;
      }
      listPage(collection, project, query) {
        return this.collections.get(collection)?.listIndex?.page(project, query);
      }
      put(collection, record) {
        this.changes += 1;
        this.collection(collection).set(record);
        this.touched(collection, record.id);
      }
      remove(collection, id) {
        this.changes += 1;
        if (this.collections.get(collection)?.delete(id))
          this.touched(collection, id);
      }
      /** Hooks for the durable store: a record or a counter changed. */
      touched(_collection, _id) {
      }
      touchedCounter(_collection) {
      }
      /** Puts back a record's durable state (or its absence) without counting it as a change. */
      restore(collection, id, record) {
        this.changes += 1;
        if (record)
          this.collection(collection).set(record);
        else
          this.collections.get(collection)?.delete(id);
      }
      exportSnapshot(project) {
        const collections = {};
        for (const [name2, collection] of this.collections) {
          if (isAccountCollection(name2))
            continue;
          const records = project === void 0 ? collection.byId.values() : [...collection.byProject.get(project) ?? []];
          if (records.length > 0)
            collections[name2] = structuredClone(records);
        }
        return { version: 1, counters: Object.fromEntries(this.counters), collections };
      }
      clearRecords(project) {
        for (const [name2, collection] of this.collections) {
          if (isAccountCollection(name2))
            continue;
          const ids = project === void 0 ? [...collection.byId.ids()] : (collection.byProject.get(project) ?? []).map((record) => record.id);
          ids.sort((a, b) => b - a);
          for (const id of ids)
            this.remove(name2, id);
        }
      }
      importSnapshot(snapshot2, project) {
        const incoming = Object.entries(snapshot2.collections).filter(([name2]) => !isAccountCollection(name2)).map(([name2, records]) => [
          name2,
          records.filter((record) => project === void 0 || record.project === project)
        ]);
        if (project !== void 0) {
          for (const [name2, records] of incoming) {
            for (const record of records) {
              const holder = this.get(name2, record.id);
              if (holder && holder.project !== project) {
                throw new StoreConflictError(name2, record.id, holder.project);
              }
            }
          }
        }
        this.clearRecords(project);
        for (const [name2, value] of Object.entries(snapshot2.counters)) {
          if (value > (this.counters.get(name2) ?? 0)) {
            this.counters.set(name2, value);
            this.touchedCounter(name2);
          }
        }
        for (const [name2, records] of incoming) {
          for (const record of byAscendingId(records)) {
            if (record.id > (this.counters.get(name2) ?? 0)) {
              this.counters.set(name2, record.id);
              this.touchedCounter(name2);
            }
            this.put(name2, structuredClone(record));
          }
        }
      }
      /** In memory nothing can fail to be stored, and a restart loses everything anyway. */
      transaction(work) {
        return work();
      }
      async close() {
      }
    };
  }
});

// ../apps/emulator/dist/store/store-guard.js
import { spawnSync } from "node:child_process";
import { accessSync, closeSync, constants, existsSync as existsSync4, lstatSync, openSync, readFileSync as readFileSync6, rmSync, writeSync } from "node:fs";
import { createRequire as createRequire3 } from "node:module";
import { dirname as dirname2 } from "node:path";
import { pathToFileURL } from "node:url";
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function holdStore(path) {
  const holder = holderPath(path);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd;
    try {
      fd = openSync(holder, "wx");
    } catch (error) {
      const code = error.code;
      if (code === "EACCES" || code === "EROFS" || code === "EPERM") {
        throw new StateFileError(path, `is in a read-only place (${code} creating ${holder}); use a writable CLOUD_API_DATA`);
      }
      if (code !== "EEXIST")
        throw error;
      const pid = Number.parseInt(readFileSync6(holder, "utf8"), 10);
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new StateFileError(path, `is in use by another emulator (process ${pid}, see ${holder}); stop it or give this one another CLOUD_API_DATA`);
      }
      rmSync(holder, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}
`);
    closeSync(fd);
    return () => {
      try {
        if (readFileSync6(holder, "utf8").trim() === String(process.pid))
          rmSync(holder, { force: true });
      } catch {
      }
    };
  }
  throw new StateFileError(path, `could not take ${holder} (another emulator keeps taking it)`);
}
function checkStorePlace(path) {
  const directory = dirname2(path);
  try {
    accessSync(directory, constants.W_OK);
  } catch {
    throw new StateFileError(path, `is in a read-only directory (${directory}); use a writable CLOUD_API_DATA`);
  }
  const lock = `${path}-lock`;
  if (existsSync4(lock) && !lstatSync(lock).isFile()) {
    throw new StateFileError(path, `has a lock path that is not a file (${lock}); remove it and start again`);
  }
  if (existsSync4(path) && !lstatSync(path).isFile()) {
    throw new StateFileError(path, "is not a file");
  }
}
function probeStoreFile(path) {
  const lmdb = pathToFileURL(createRequire3(import.meta.url).resolve("lmdb")).href;
  const script = `
    import { open } from ${JSON.stringify(lmdb)};
    const db = open({ path: ${JSON.stringify(path)}, noSubdir: true, encoding: "json", compression: false });
    let entries = 0;
    for (const entry of db.getRange({})) entries += entry.key.length > 0 ? 1 : 0;
    db.transactionSync(() => db.putSync("meta/probe", entries));
    db.transactionSync(() => db.removeSync("meta/probe"));
    await db.close();
  `;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 6e4
  });
  if (result.signal || result.status !== 0) {
    const how = result.signal ? `LMDB crashed reading it (${result.signal})` : firstLine(result.stderr);
    throw new StateFileError(path, `is damaged: ${how}. Move it away (or restore a copy or a snapshot) and start again; the emulator did not open it`);
  }
}
function firstLine(text) {
  const line = text.split("\n").find((entry) => entry.trim() !== "" && !entry.startsWith("    at "));
  return line?.trim() ?? "it could not be read";
}
var holderPath;
var init_store_guard = __esm({
  "../apps/emulator/dist/store/store-guard.js"() {
    "use strict";
    init_state_file();
    holderPath = (path) => `${path}.holder`;
  }
});

// ../apps/emulator/dist/store/durable-store.js
var durable_store_exports = {};
__export(durable_store_exports, {
  DurableStore: () => DurableStore,
  STORE_FORMAT: () => STORE_FORMAT
});
import { closeSync as closeSync2, existsSync as existsSync5, openSync as openSync2, readSync, renameSync, rmSync as rmSync2, statSync as statSync2 } from "node:fs";
import { constants as constants2 } from "node:os";
import { open as openLmdb } from "lmdb";
function errnoName(error) {
  const code = error.code;
  if (typeof code === "string" && code !== "")
    return code;
  if (typeof code === "number") {
    const name2 = Object.entries(constants2.errno).find(([, value]) => value === code)?.[0];
    if (name2)
      return name2;
  }
  return "EIO";
}
function openDurable(path) {
  checkStorePlace(path);
  const release = holdStore(path);
  try {
    const db = openStore(path);
    return { db, snapshot: readStore(path, db), release };
  } catch (error) {
    release();
    throw error;
  }
}
function openStore(path) {
  const migrating = `${path}.migrating`;
  rmSync2(migrating, { force: true });
  rmSync2(`${migrating}-lock`, { force: true });
  if (existsSync5(path) && statSync2(path).size > 0) {
    const head = readHead(path);
    if (looksLikeJsonState(head))
      migrateJsonState(path, migrating);
    else if (head.length < 28 || head.readUInt32LE(24) !== LMDB_MAGIC) {
      throw new StateFileError(path, "is neither an emulator store nor a JSON state file");
    } else
      probeStoreFile(path);
  }
  try {
    return openLmdb({
      path,
      noSubdir: true,
      encoding: "json",
      compression: false
    });
  } catch (error) {
    throw new StateFileError(path, `is neither an emulator store nor a JSON state file (${error.message})`);
  }
}
function readHead(path) {
  const head = Buffer.alloc(28);
  const fd = openSync2(path, "r");
  try {
    const length = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, length);
  } finally {
    closeSync2(fd);
  }
}
function migrateJsonState(path, migrating) {
  const snapshot2 = readJsonState(path);
  const db = openLmdb({
    path: migrating,
    noSubdir: true,
    encoding: "json",
    compression: false
  });
  try {
    db.transactionSync(() => {
      db.putSync(FORMAT_KEY, STORE_FORMAT);
      for (const [collection, value] of Object.entries(snapshot2.counters)) {
        db.putSync(counterKey(collection), value);
      }
      for (const [collection, records] of Object.entries(snapshot2.collections)) {
        for (const record of records)
          db.putSync(recordKey(collection, record.id), record);
      }
    });
  } finally {
    void db.close();
  }
  renameSync(path, `${path}.v1.json`);
  renameSync(migrating, path);
  rmSync2(`${migrating}-lock`, { force: true });
}
function readStore(path, db) {
  const format = db.get(FORMAT_KEY);
  const counters = {};
  const collections = {};
  let entries = 0;
  for (const { key, value } of db.getRange({})) {
    entries += 1;
    if (key.startsWith("counter/")) {
      counters[key.slice("counter/".length)] = value;
    } else if (key.startsWith("record/")) {
      const [, collection = "", id = ""] = key.split("/");
      const record = value;
      if (record?.id !== Number(id) || typeof record.project !== "string") {
        throw new StateFileError(path, `entry ${key} is not a record of its collection`);
      }
      const records = collections[collection] ?? [];
      records.push(record);
      collections[collection] = records;
    }
  }
  if (format === void 0) {
    if (entries > 0)
      throw new StateFileError(path, "is an LMDB file but not an emulator store");
    db.putSync(FORMAT_KEY, STORE_FORMAT);
  } else if (format !== STORE_FORMAT) {
    throw new StateFileError(path, `was written in store format ${String(format)}; this emulator reads format ${STORE_FORMAT} (use a newer emulator)`);
  }
  return { version: 1, counters, collections };
}
var STORE_FORMAT, FORMAT_KEY, LMDB_MAGIC, recordKey, counterKey, DurableStore;
var init_durable_store = __esm({
  "../apps/emulator/dist/store/durable-store.js"() {
    "use strict";
    init_memory_store();
    init_state_file();
    init_store();
    init_store_guard();
    STORE_FORMAT = 2;
    FORMAT_KEY = "meta/format";
    LMDB_MAGIC = 3203383518;
    recordKey = (collection, id) => `record/${collection}/${String(id).padStart(16, "0")}`;
    counterKey = (collection) => `counter/${collection}`;
    DurableStore = class extends MemoryStore {
      db;
      beforeCommit;
      pendingRecords = /* @__PURE__ */ new Map();
      /** Counters the current transaction changed. */
      pendingCounters = /* @__PURE__ */ new Set();
      /**
       * Counters changed by transactions that were undone or failed to commit: written with the next
       * commit that writes anything, so an id handed out is never handed out again, and a read (which
       * writes nothing) never fails because an earlier write did.
       */
      unsavedCounters = /* @__PURE__ */ new Set();
      release;
      depth = 0;
      constructor(path, options = {}) {
        const opened = openDurable(path);
        super({
          snapshot: opened.snapshot,
          indexes: options.indexes ?? [],
          listIndexes: options.listIndexes ?? []
        });
        this.db = opened.db;
        this.release = opened.release;
        this.beforeCommit = options.beforeCommit;
      }
      touched(collection, id) {
        let ids = this.pendingRecords.get(collection);
        if (!ids) {
          ids = /* @__PURE__ */ new Set();
          this.pendingRecords.set(collection, ids);
        }
        ids.add(id);
      }
      touchedCounter(collection) {
        this.pendingCounters.add(collection);
      }
      transaction(work) {
        if (this.depth > 0)
          return work();
        this.depth += 1;
        try {
          const result = work();
          this.commit();
          return result;
        } catch (error) {
          this.undo();
          throw error;
        } finally {
          this.depth -= 1;
        }
      }
      commit() {
        if (this.pendingRecords.size === 0 && this.pendingCounters.size === 0)
          return;
        for (const collection of this.unsavedCounters)
          this.pendingCounters.add(collection);
        try {
          this.db.transactionSync(() => {
            this.beforeCommit?.();
            for (const [collection, ids] of this.pendingRecords) {
              for (const id of ids) {
                const record = this.get(collection, id);
                if (record)
                  this.db.putSync(recordKey(collection, id), record);
                else
                  this.db.removeSync(recordKey(collection, id));
              }
            }
            for (const collection of this.pendingCounters) {
              this.db.putSync(counterKey(collection), this.counters.get(collection) ?? 0);
            }
          });
        } catch (error) {
          throw new StoreWriteError(errnoName(error), { cause: error });
        }
        this.pendingRecords.clear();
        this.pendingCounters.clear();
        this.unsavedCounters.clear();
      }
      /** Puts every record the failed request touched back to its durable state. */
      undo() {
        for (const [collection, ids] of this.pendingRecords) {
          for (const id of ids) {
            const durable = this.db.get(recordKey(collection, id));
            this.restore(collection, id, durable ? structuredClone(durable) : void 0);
          }
        }
        this.pendingRecords.clear();
        for (const collection of this.pendingCounters)
          this.unsavedCounters.add(collection);
        this.pendingCounters.clear();
      }
      async close() {
        await this.db.close();
        this.release();
      }
    };
  }
});

// ../apps/emulator/dist/index.js
import { createRequire as createRequire4 } from "node:module";

// ../apps/emulator/dist/account/account.js
import { createHash, randomBytes } from "node:crypto";
var PROJECTS = "_projects";
var API_TOKENS = "_api_tokens";
var LAST_USED_PERSIST_MS = 6e4;
function hashToken(token) {
  return createHash("sha256").update(token).digest("hex");
}
function newTokenValue() {
  return randomBytes(16).toString("hex") + randomBytes(16).toString("hex");
}
var AccountError = class extends Error {
  status;
  code;
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
    this.name = "AccountError";
  }
};
var Account = class {
  store;
  clock;
  resourceCount;
  byHash = /* @__PURE__ */ new Map();
  /** Exact last use (ms) of each token since start; the store holds it to the minute. */
  lastUsedMs = /* @__PURE__ */ new Map();
  /** In-process grants of the console (never stored, never leave the process). */
  internal = /* @__PURE__ */ new Map();
  recentHashes = /* @__PURE__ */ new Map();
  constructor(store, clock, resourceCount) {
    this.store = store;
    this.clock = clock;
    this.resourceCount = resourceCount;
    this.reload();
  }
  /** How many resources the project has (what refuses its deletion). */
  resourceCountOf(project) {
    return this.resourceCount(project);
  }
  reload() {
    this.byHash = new Map(this.store.list(API_TOKENS).map((record) => [record.hash, record.id]));
  }
  now() {
    return new Date(this.clock()).toISOString();
  }
  /**
   * Makes the configured tokens (CLOUD_API_TOKENS, a seed fixture, the generated one) valid:
   * their projects exist and their hashes are stored. Seeded tokens no longer configured are
   * removed, so taking a token out of CLOUD_API_TOKENS revokes it at the next start.
   */
  seed(grants) {
    this.store.transaction(() => {
      const wanted = new Set(grants.map((grant) => hashToken(grant.token)));
      for (const record of this.store.list(API_TOKENS)) {
        if (record.source === "env" && !wanted.has(record.hash)) {
          this.store.remove(API_TOKENS, record.id);
        }
      }
      for (const grant of grants) {
        this.ensureProject(grant.project);
        const hash = hashToken(grant.token);
        const existing = this.store.list(API_TOKENS).find((record2) => record2.hash === hash);
        const permission = grant.readOnly ? "read" : "read_write";
        if (existing) {
          if (existing.project !== grant.project || existing.permission !== permission) {
            const updated = { ...existing, project: grant.project, permission };
            this.store.put(API_TOKENS, updated);
          }
          continue;
        }
        const record = {
          id: this.store.nextId(API_TOKENS),
          project: grant.project,
          description: "seeded from configuration",
          permission,
          prefix: "env",
          hash,
          created: this.now(),
          last_used: null,
          source: "env"
        };
        this.store.put(API_TOKENS, record);
      }
    });
    this.reload();
  }
  ensureProject(key) {
    const existing = this.store.list(PROJECTS).find((p) => p.project === key);
    if (existing)
      return existing;
    const record = {
      id: this.store.nextId(PROJECTS),
      project: key,
      name: key,
      created: this.now()
    };
    this.store.put(PROJECTS, record);
    return record;
  }
  /** The grant of a bearer token, or undefined; notes the use (see LAST_USED_PERSIST_MS). */
  authenticate(token) {
    const internal = this.internal.get(token);
    if (internal)
      return internal;
    const id = this.byHash.get(this.hashOf(token));
    if (id === void 0)
      return void 0;
    const record = this.store.get(API_TOKENS, id);
    if (!record)
      return void 0;
    const nowMs = this.clock();
    this.lastUsedMs.set(id, nowMs);
    const persisted = record.last_used === null ? 0 : Date.parse(record.last_used);
    if (nowMs - persisted >= LAST_USED_PERSIST_MS) {
      try {
        const used = { ...record, last_used: new Date(nowMs).toISOString() };
        this.store.transaction(() => this.store.put(API_TOKENS, used));
      } catch {
      }
    }
    return { token, project: record.project, readOnly: record.permission === "read" };
  }
  /**
   * The SHA-256 of a presented token, remembered in memory (never stored) for the next request
   * with it: hashing on every request was a noticeable part of a small request's cost. Bounded,
   * so random tokens cannot grow it.
   */
  hashOf(token) {
    let hash = this.recentHashes.get(token);
    if (hash === void 0) {
      hash = hashToken(token);
      if (this.recentHashes.size >= 1024)
        this.recentHashes.clear();
      this.recentHashes.set(token, hash);
    }
    return hash;
  }
  /** True for the console's in-process grants (not rate limited, reads not journaled). */
  isInternal(token) {
    return this.internal.has(token);
  }
  /** A bearer token for the console to call the public API in-process as the project. */
  internalToken(project) {
    for (const [token2, grant] of this.internal)
      if (grant.project === project)
        return token2;
    const token = `internal-${randomBytes(32).toString("hex")}`;
    this.internal.set(token, { token, project, readOnly: false });
    return token;
  }
  listProjects() {
    return this.store.list(PROJECTS);
  }
  project(id) {
    const record = this.store.get(PROJECTS, id);
    if (!record)
      throw new AccountError(404, "not_found", `project ${id} not found`);
    return record;
  }
  checkName(name2, except) {
    const trimmed = name2.trim();
    if (trimmed === "")
      throw new AccountError(422, "invalid_input", "name must not be empty");
    if (this.listProjects().some((p) => p.name === trimmed && p.id !== except)) {
      throw new AccountError(409, "uniqueness_error", `a project named '${trimmed}' exists`);
    }
    return trimmed;
  }
  createProject(name2) {
    return this.store.transaction(() => {
      const checked = this.checkName(name2);
      const id = this.store.nextId(PROJECTS);
      const record = {
        id,
        project: `project-${id}`,
        name: checked,
        created: this.now()
      };
      this.store.put(PROJECTS, record);
      return record;
    });
  }
  renameProject(id, name2) {
    return this.store.transaction(() => {
      const record = { ...this.project(id), name: this.checkName(name2, id) };
      this.store.put(PROJECTS, record);
      return record;
    });
  }
  /** Refused while the project has resources: the owner deletes them first, knowingly. */
  deleteProject(id) {
    this.store.transaction(() => {
      const record = this.project(id);
      const count = this.resourceCount(record.project);
      if (count > 0) {
        throw new AccountError(409, "project_not_empty", `project '${record.name}' still has ${count} resource${count === 1 ? "" : "s"}; delete them first`);
      }
      for (const token of this.store.listOwned(API_TOKENS, record.project)) {
        this.store.remove(API_TOKENS, token.id);
      }
      this.store.remove(PROJECTS, id);
    });
    this.reload();
  }
  /** The project's tokens as the console shows them: never the hash, never the token. */
  listTokens(projectId) {
    const project = this.project(projectId);
    return this.store.listOwned(API_TOKENS, project.project).map((record) => this.tokenView(record));
  }
  tokenView(record) {
    const exact = this.lastUsedMs.get(record.id);
    return {
      id: record.id,
      description: record.description,
      permission: record.permission,
      prefix: record.prefix,
      created: record.created,
      last_used: exact === void 0 ? record.last_used : new Date(exact).toISOString(),
      source: record.source
    };
  }
  /** Creates a token; the only time its value exists outside the caller is this return. */
  createToken(projectId, description, permission) {
    const value = newTokenValue();
    const record = this.store.transaction(() => {
      const project = this.project(projectId);
      const trimmed = description.trim();
      if (trimmed === "") {
        throw new AccountError(422, "invalid_input", "description must not be empty");
      }
      const created = {
        id: this.store.nextId(API_TOKENS),
        project: project.project,
        description: trimmed,
        permission,
        prefix: value.slice(0, 8),
        hash: hashToken(value),
        created: this.now(),
        last_used: null,
        source: "console"
      };
      this.store.put(API_TOKENS, created);
      return created;
    });
    this.byHash.set(record.hash, record.id);
    return { token: this.tokenView(record), value };
  }
  revokeToken(projectId, tokenId) {
    this.store.transaction(() => {
      const project = this.project(projectId);
      const record = this.store.get(API_TOKENS, tokenId);
      if (!record || record.project !== project.project) {
        throw new AccountError(404, "not_found", `token ${tokenId} not found in this project`);
      }
      this.store.remove(API_TOKENS, tokenId);
    });
    this.reload();
    this.lastUsedMs.delete(tokenId);
  }
};

// ../apps/emulator/dist/resources/actions/records.js
var ACTIONS = "actions";

// ../apps/emulator/dist/config.js
import { randomBytes as randomBytes2 } from "node:crypto";
var DEFAULT_HOST = "127.0.0.1";
var DEFAULT_PORT = 4020;
var DEFAULT_ACTION_MS = 1e3;
var DEFAULT_RATE_LIMIT = 3600;
var DEFAULT_JOURNAL_SIZE = 1e3;
var DEFAULT_CONSOLE_PORT = 4030;
var DEFAULT_HEADERS_TIMEOUT_MS = 1e4;
var DEFAULT_REQUEST_TIMEOUT_MS = 3e4;
function parseTokens(spec, name2 = "CLOUD_API_TOKENS") {
  const grants = [];
  const entries = spec.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  entries.forEach((entry, index) => {
    const eq = entry.indexOf("=");
    if (eq <= 0 || eq === entry.length - 1) {
      throw new Error(`${name2} entry ${index + 1}: expected 'token=project' or 'token=project:read'`);
    }
    const token = entry.slice(0, eq);
    let project = entry.slice(eq + 1);
    let readOnly = false;
    if (project.endsWith(":read")) {
      readOnly = true;
      project = project.slice(0, -":read".length);
    }
    if (!/^[A-Za-z0-9._-]+$/.test(project)) {
      throw new Error(`${name2} entry ${index + 1}: project name must be letters, digits, '.', '_' or '-'`);
    }
    if (grants.some((grant) => grant.token === token)) {
      throw new Error(`${name2} entry ${index + 1}: the same token is listed twice`);
    }
    grants.push({ token, project, readOnly });
  });
  if (grants.length === 0)
    throw new Error(`${name2} is set but lists no token`);
  return grants;
}
function nonNegativeInteger(name2, raw, fallback) {
  if (raw === void 0 || raw === "")
    return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name2} must be a non-negative integer, got '${raw}'`);
  }
  return value;
}
function port(name2, raw, fallback) {
  const value = nonNegativeInteger(name2, raw, fallback);
  if (value > 65535)
    throw new Error(`${name2} must be a port from 0 to 65535, got '${raw}'`);
  return value;
}
function generateToken() {
  return randomBytes2(32).toString("hex");
}
function resolveConfig(overrides = {}, env = process.env, fixtureTokens = []) {
  const name2 = (variable) => overrides.settingNames?.[variable] ?? variable;
  const tokenSource = overrides.tokens ?? env.CLOUD_API_TOKENS;
  let tokens2;
  let generatedToken = false;
  if ((tokenSource === void 0 || tokenSource === "") && fixtureTokens.length === 0) {
    tokens2 = [{ token: generateToken(), project: "default", readOnly: false }];
    generatedToken = true;
  } else if (tokenSource === void 0 || tokenSource === "") {
    tokens2 = [];
  } else {
    tokens2 = typeof tokenSource === "string" ? parseTokens(tokenSource, name2("CLOUD_API_TOKENS")) : tokenSource;
  }
  for (const grant of fixtureTokens) {
    if (tokens2.some((known) => known.token === grant.token)) {
      throw new Error(`${name2("CLOUD_API_SEED")}: a token of project '${grant.project}' is already in use`);
    }
    tokens2 = [...tokens2, grant];
  }
  const rateLimitPerHour = overrides.rateLimitPerHour ?? nonNegativeInteger(name2("CLOUD_API_RATE_LIMIT"), env.CLOUD_API_RATE_LIMIT, DEFAULT_RATE_LIMIT);
  if (rateLimitPerHour < 1)
    throw new Error(`${name2("CLOUD_API_RATE_LIMIT")} must be at least 1`);
  const configuredAdminToken = overrides.adminToken ?? (env.CLOUD_API_ADMIN_TOKEN || void 0);
  if (configuredAdminToken !== void 0 && !/^[\x21-\x7e]{16,}$/.test(configuredAdminToken)) {
    throw new Error(`${name2("CLOUD_API_ADMIN_TOKEN")} must be at least 16 printable characters without spaces`);
  }
  const adminToken = configuredAdminToken ?? generateToken();
  if (tokens2.some((grant) => grant.token === adminToken)) {
    throw new Error(`${name2("CLOUD_API_ADMIN_TOKEN")} must differ from every project token`);
  }
  const configuredPassword = overrides.consolePassword ?? (env.CLOUD_API_CONSOLE_PASSWORD || void 0);
  if (configuredPassword !== void 0 && configuredPassword.length < 8) {
    throw new Error(`${name2("CLOUD_API_CONSOLE_PASSWORD")} must be at least 8 characters`);
  }
  const consolePortRaw = env.CONSOLE_PORT;
  const consoleOrigin = overrides.consoleOrigin ?? (env.CLOUD_API_CONSOLE_ORIGIN || void 0);
  if (consoleOrigin !== void 0 && !/^https?:\/\/[^/?#\s]+\/?$/.test(consoleOrigin)) {
    throw new Error(`${name2("CLOUD_API_CONSOLE_ORIGIN")} must be an origin such as https://console.example.com`);
  }
  const docsUrl = overrides.docsUrl ?? (env.CLOUD_API_DOCS_URL || void 0);
  if (docsUrl !== void 0 && !/^https?:\/\/\S+$/.test(docsUrl)) {
    throw new Error("CLOUD_API_DOCS_URL must be an http(s) URL such as http://127.0.0.1:4000/");
  }
  const headersTimeoutMs = overrides.headersTimeoutMs ?? nonNegativeInteger(name2("CLOUD_API_HEADERS_TIMEOUT_MS"), env.CLOUD_API_HEADERS_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS);
  const requestTimeoutMs = overrides.requestTimeoutMs ?? nonNegativeInteger(name2("CLOUD_API_REQUEST_TIMEOUT_MS"), env.CLOUD_API_REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS);
  const listIndexesRaw = env.CLOUD_API_LIST_INDEXES;
  if (listIndexesRaw !== void 0 && !/^(on|off|)$/.test(listIndexesRaw)) {
    throw new Error(`${name2("CLOUD_API_LIST_INDEXES")} must be on or off, got '${listIndexesRaw}'`);
  }
  const listIndexes = overrides.listIndexes ?? listIndexesRaw !== "off";
  if (headersTimeoutMs < 1) {
    throw new Error(`${name2("CLOUD_API_HEADERS_TIMEOUT_MS")} must be at least 1`);
  }
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new Error(`${name2("CLOUD_API_REQUEST_TIMEOUT_MS")} must be at least ${name2("CLOUD_API_HEADERS_TIMEOUT_MS")} (the headers are part of the request)`);
  }
  return {
    listIndexes,
    consolePort: overrides.consolePort ?? (consolePortRaw === void 0 || consolePortRaw === "" ? void 0 : port(name2("CONSOLE_PORT"), consolePortRaw, DEFAULT_CONSOLE_PORT)),
    // 24 random characters: generated like a token, short enough to type.
    consolePassword: configuredPassword ?? randomBytes2(18).toString("base64url"),
    generatedConsolePassword: configuredPassword === void 0,
    consoleOrigin,
    docsUrl: docsUrl === void 0 || docsUrl.endsWith("/") ? docsUrl : `${docsUrl}/`,
    host: overrides.host ?? (env.HOST || DEFAULT_HOST),
    port: overrides.port ?? port(name2("PORT"), env.PORT, DEFAULT_PORT),
    tokens: tokens2,
    generatedToken,
    actionMs: overrides.actionMs ?? (env.CLOUD_API_ACTION_MS === void 0 || env.CLOUD_API_ACTION_MS === "" ? void 0 : nonNegativeInteger(name2("CLOUD_API_ACTION_MS"), env.CLOUD_API_ACTION_MS, 0)),
    actionDurations: overrides.actionDurations ?? {},
    rateLimitPerHour,
    dataFile: overrides.dataFile ?? (env.CLOUD_API_DATA || void 0),
    adminToken,
    generatedAdminToken: configuredAdminToken === void 0,
    randomSeed: overrides.randomSeed ?? (env.CLOUD_API_SEED_RANDOM || void 0),
    journalSize: overrides.journalSize ?? nonNegativeInteger(name2("CLOUD_API_JOURNAL_SIZE"), env.CLOUD_API_JOURNAL_SIZE, DEFAULT_JOURNAL_SIZE),
    headersTimeoutMs,
    requestTimeoutMs
  };
}

// ../apps/emulator/dist/actions/action-timing.js
var DURATIONS_MS = {
  // Servers: seconds, as a VM is created, booted or copied.
  create_server: 1e4,
  start_server: 3e3,
  stop_server: 2e3,
  shutdown_server: 5e3,
  reboot_server: 5e3,
  reset_server: 3e3,
  rebuild_server: 15e3,
  change_server_type: 2e4,
  create_image: 15e3,
  enable_rescue: 1e3,
  disable_rescue: 1e3,
  reset_password: 1e3,
  attach_iso: 1e3,
  detach_iso: 1e3,
  enable_backup: 1e3,
  disable_backup: 1e3,
  delete_server: 3e3,
  // Volumes and load balancers.
  create_volume: 3e3,
  attach_volume: 3e3,
  detach_volume: 3e3,
  resize_volume: 3e3,
  create_load_balancer: 5e3,
  delete_load_balancer: 3e3,
  change_load_balancer_type: 1e4,
  // Certificates: the CA's round trip.
  create_certificate: 1e4,
  issue_certificate: 1e4,
  // Zones: creation and deletion reach the nameservers; record changes are applied at once.
  create_zone: 2e3,
  delete_zone: 2e3,
  import_zonefile: 1e3
};
var INSTANT = /* @__PURE__ */ new Set([
  "change_protection",
  "change_dns_ptr",
  "change_ttl",
  "change_primary_nameservers",
  "create_rrset",
  "delete_rrset",
  "change_rrset_ttl",
  "change_rrset_protection",
  "set_rrset_records",
  "add_rrset_records",
  "remove_rrset_records",
  "update_rrset_records",
  "set_firewall_rules",
  "add_route",
  "delete_route",
  "add_subnet",
  "delete_subnet",
  "change_ip_range",
  "change_algorithm",
  "add_service",
  "update_service",
  "delete_service",
  "add_target",
  "remove_target"
]);
var LOCK_FREE = /* @__PURE__ */ new Set([...INSTANT, "apply_firewall", "remove_firewall"]);
function actionDurationMs(command, timing) {
  const override = timing.overrides[command];
  if (override !== void 0)
    return override;
  if (timing.uniformMs !== void 0)
    return timing.uniformMs;
  if (INSTANT.has(command))
    return 0;
  return DURATIONS_MS[command] ?? DEFAULT_ACTION_MS;
}
function actionHoldsLock(command) {
  return !LOCK_FREE.has(command);
}

// ../apps/emulator/dist/actions/action-engine.js
var NO_EFFECTS = [];
function endOf(action) {
  return action.startedMs + action.durationMs;
}
function lockKey(resource) {
  return `${resource.type}:${resource.id}`;
}
function decrement(counts, key) {
  const count = (counts.get(key) ?? 0) - 1;
  if (count > 0)
    counts.set(key, count);
  else
    counts.delete(key);
}
var ActionEngine = class {
  store;
  timing;
  faults;
  /** Unfinished actions, by ascending end time. */
  pending = [];
  /** How many unfinished actions hold each `type:id`, so a lock check is one map read. */
  lockCounts = /* @__PURE__ */ new Map();
  /** The same for every unfinished action, locking or not (`pending` firewalls, `updating` zones). */
  runningCounts = /* @__PURE__ */ new Map();
  constructor(store, timing, faults = () => void 0) {
    this.store = store;
    this.timing = timing;
    this.faults = faults;
    this.reload();
  }
  /** Rebuilds the running actions from the store (at start, and after a reset or an import). */
  reload() {
    this.pending.length = 0;
    this.lockCounts.clear();
    this.runningCounts.clear();
    for (const action of this.store.list(ACTIONS)) {
      if (!action.settled)
        this.track(action);
    }
  }
  track(action) {
    let low = 0;
    let high = this.pending.length;
    while (low < high) {
      const middle = low + high >>> 1;
      const entry = this.pending[middle];
      if (endOf(entry) <= endOf(action))
        low = middle + 1;
      else
        high = middle;
    }
    this.pending.splice(low, 0, action);
    const locks = actionHoldsLock(action.command);
    for (const resource of action.resources) {
      const key = lockKey(resource);
      this.runningCounts.set(key, (this.runningCounts.get(key) ?? 0) + 1);
      if (locks)
        this.lockCounts.set(key, (this.lockCounts.get(key) ?? 0) + 1);
    }
  }
  untrack(action) {
    const locks = actionHoldsLock(action.command);
    for (const resource of action.resources) {
      const key = lockKey(resource);
      decrement(this.runningCounts, key);
      if (locks)
        decrement(this.lockCounts, key);
    }
  }
  start(project, command, resources, effects, nowMs, error) {
    const failure = error ?? this.faults(project, command);
    const durationMs = this.durationOf(command);
    const action = {
      id: this.store.nextId(ACTIONS),
      project,
      command,
      startedMs: nowMs,
      durationMs,
      resources,
      effects,
      settled: false,
      ...failure ? { error: failure } : {}
    };
    this.store.put(ACTIONS, action);
    if (durationMs === 0)
      this.finish(action);
    else
      this.track(action);
    return action;
  }
  /** How long an action of this type runs, as configured. */
  durationOf(command) {
    return actionDurationMs(command, this.timing);
  }
  /** True when some action has ended by `nowMs` and waits to be settled. */
  hasDue(nowMs) {
    const next = this.pending[0];
    return next !== void 0 && endOf(next) <= nowMs;
  }
  /** Applies the effects of every action that has ended by `nowMs`. */
  settle(nowMs) {
    while (this.pending.length > 0) {
      const next = this.pending[0];
      if (!next || endOf(next) > nowMs)
        return;
      this.pending.shift();
      this.untrack(next);
      this.finish(next);
    }
  }
  finish(action) {
    for (const effect of action.effects) {
      const record = this.store.get(effect.collection, effect.id);
      if (!record)
        continue;
      if (effect.op === "remove")
        this.store.remove(effect.collection, effect.id);
      else {
        Object.assign(record, effect.patch);
        this.store.put(effect.collection, record);
      }
    }
    action.settled = true;
    action.effects = NO_EFFECTS;
    this.store.put(ACTIONS, action);
  }
  /** True while an unfinished action works on the resource (call after `settle`). */
  isLocked(type, id) {
    return this.lockCounts.has(lockKey({ type, id }));
  }
  /** True while any unfinished action works on the resource, locking or not (after `settle`). */
  isRunning(type, id) {
    return this.runningCounts.has(lockKey({ type, id }));
  }
  view(action, nowMs) {
    const endMs = endOf(action);
    const done = action.settled || nowMs >= endMs;
    const progress = done ? 100 : Math.min(99, Math.floor((nowMs - action.startedMs) / action.durationMs * 100));
    return {
      id: action.id,
      command: action.command,
      status: actionStatus(action, done),
      progress: Math.max(0, progress),
      started: new Date(action.startedMs).toISOString(),
      finished: done ? new Date(endMs).toISOString() : null,
      resources: action.resources,
      error: done ? action.error ?? null : null
    };
  }
};
function actionStatus(action, done) {
  if (!done)
    return "running";
  return action.error ? "error" : "success";
}

// ../apps/emulator/dist/console/console-server.js
import { createHash as createHash2, randomBytes as randomBytes7, timingSafeEqual as timingSafeEqual3 } from "node:crypto";
import { existsSync as existsSync2, readFileSync, statSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { extname, join as join2, normalize, sep } from "node:path";

// ../apps/emulator/dist/assets.js
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var bundledAssets = fileURLToPath(new URL("../assets/", import.meta.url));
function bundledOr(relative, fromWorkspace) {
  const bundled = join(bundledAssets, relative);
  return existsSync(bundled) ? bundled : fromWorkspace();
}
var resolveWorkspace = (specifier) => createRequire(import.meta.url).resolve(specifier);
function publicApiDocumentAsset() {
  return bundledOr("openapi.json", () => resolveWorkspace("@cloud-api/spec/openapi.json"));
}
function consoleAssets() {
  return bundledOr("console", () => dirname(resolveWorkspace("@cloud-api/console/package.json")));
}

// ../apps/emulator/dist/http/api-error.js
var ApiError = class extends Error {
  status;
  code;
  details;
  headers;
  constructor(status, code, message, details = null, headers = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
    this.name = "ApiError";
  }
  toBody() {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
};
function invalidInput(fields) {
  const names = fields.map((field) => `'${field.name}'`).join(", ");
  const noun = fields.length > 1 ? "fields" : "field";
  return new ApiError(422, "invalid_input", `invalid input in ${noun} ${names}`, { fields });
}
function invalidField(name2, message) {
  return invalidInput([{ name: name2, messages: [message] }]);
}
function notFound(kind, id) {
  return new ApiError(404, "not_found", `${kind} with ID ${id} not found`);
}
function uniquenessError(field, kind) {
  return new ApiError(409, "uniqueness_error", `${kind} ${field} is already used`, {
    fields: [{ name: field }]
  });
}
function protectedError(kind, id) {
  return new ApiError(423, "protected", `${kind} ${id} is protected against this operation`);
}
function lockedError(kind, id) {
  return new ApiError(423, "locked", `${kind} ${id} is locked by a running action`);
}
function conflictState(code, message, status = 422) {
  return new ApiError(status, code, message);
}

// ../apps/emulator/dist/http/http-server.js
import { createServer, STATUS_CODES } from "node:http";

// ../apps/emulator/dist/http/exchange.js
var HTTP_LIMITS = {
  /** Request line plus headers, in bytes (Node's default, set explicitly). */
  maxHeaderBytes: 16 * 1024,
  /** One path parameter, in characters. */
  maxParamLength: 1e3,
  /** A request body, in bytes. */
  maxBodyBytes: 1024 * 1024
};
function httpExchange(request, response) {
  return {
    method: request.method ?? "GET",
    url: request.url ?? "/",
    headers: request.headers,
    ip: request.socket.remoteAddress ?? "",
    readBody(done) {
      const declared = Number(request.headers["content-length"]);
      if (declared > HTTP_LIMITS.maxBodyBytes) {
        done({ tooLarge: true });
        return;
      }
      const chunks = [];
      let received = 0;
      let finished = false;
      const finish = (result) => {
        if (finished)
          return;
        finished = true;
        request.off("data", onData);
        request.off("end", onEnd);
        request.off("error", onError);
        done(result);
      };
      const onData = (chunk) => {
        received += chunk.length;
        if (received > HTTP_LIMITS.maxBodyBytes)
          finish({ tooLarge: true });
        else
          chunks.push(chunk);
      };
      const onEnd = () => finish({ text: Buffer.concat(chunks, received).toString("utf8") });
      const onError = (error) => finish({ failed: error });
      request.on("data", onData);
      request.on("end", onEnd);
      request.on("error", onError);
    },
    respond(status, headers, body, close2) {
      if (close2)
        headers.push("connection", "close");
      if (body === void 0) {
        if (status !== 204)
          headers.push("content-length", "0");
        response.writeHead(status, headers);
        response.end();
        return;
      }
      headers.push("content-length", String(Buffer.byteLength(body)));
      response.writeHead(status, headers);
      response.end(body);
    },
    drop() {
      request.socket.destroy();
    }
  };
}
function injectedExchange(request, answered) {
  const headers = {};
  for (const [name2, value] of Object.entries(request.headers ?? {})) {
    headers[name2.toLowerCase()] = value;
  }
  const payload = request.payload;
  if (payload !== void 0)
    headers["content-length"] = String(Buffer.byteLength(payload));
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    headers,
    ip: request.ip ?? "127.0.0.1",
    readBody(done) {
      if (payload !== void 0 && Buffer.byteLength(payload) > HTTP_LIMITS.maxBodyBytes) {
        done({ tooLarge: true });
      } else {
        done({ text: payload ?? "" });
      }
    },
    respond(status, names, body) {
      const answerHeaders = {};
      for (let index = 0; index < names.length; index += 2) {
        answerHeaders[names[index]] = names[index + 1];
      }
      const text = body === void 0 ? "" : body.toString();
      answered({
        statusCode: status,
        headers: answerHeaders,
        body: text,
        json: () => JSON.parse(text)
      });
    },
    drop() {
      answered({ statusCode: 0, headers: {}, body: "", json: () => void 0 });
    }
  };
}

// ../apps/emulator/dist/http/http-server.js
var KEEP_ALIVE_TIMEOUT_MS = 72e3;
function rawErrorResponse(error, correlationId) {
  const body = JSON.stringify(error.toBody());
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? "Error"}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Correlation-Id: ${correlationId}`,
    "Connection: close",
    "",
    body
  ].join("\r\n");
}
function createHttpServer(options) {
  const { routes, fallback, headersTimeoutMs, requestTimeoutMs } = options;
  const server = createServer({
    headersTimeout: headersTimeoutMs,
    // Whole request (headers and body): a body that stops short is answered 408, not held.
    requestTimeout: requestTimeoutMs,
    maxHeaderSize: HTTP_LIMITS.maxHeaderBytes,
    // Node checks the two timeouts on this interval (default 30 s, which would let a stalled
    // request live up to twice its limit).
    connectionsCheckingInterval: Math.max(10, Math.min(1e3, Math.floor(headersTimeoutMs / 4)))
  }, (request, response) => {
    const exchange = httpExchange(request, response);
    const url = exchange.url;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    for (const route of routes) {
      if (route.owns(path)) {
        route.handle(exchange);
        return;
      }
    }
    fallback.handle(exchange);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed)
      return;
    const apiError = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? new ApiError(408, "timeout", `the request did not arrive in time (headers within ${headersTimeoutMs} ms, the whole request within ${requestTimeoutMs} ms)`) : error.code === "HPE_HEADER_OVERFLOW" ? new ApiError(431, "invalid_input", `the request line and headers are larger than ${HTTP_LIMITS.maxHeaderBytes} bytes`) : new ApiError(400, "invalid_input", "the request is not valid HTTP/1.1");
    const answer = () => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      socket.write(rawErrorResponse(apiError, options.nextCorrelationId()), () => socket.destroy());
    };
    const inFlight = socket._httpMessage;
    if (error.code !== "ERR_HTTP_REQUEST_TIMEOUT" && inFlight && !inFlight.writableFinished) {
      inFlight.once("finish", answer);
      inFlight.once("close", () => socket.destroy());
      return;
    }
    answer();
  });
  server.on("checkExpectation", (request, response) => {
    const error = new ApiError(417, "invalid_input", `the Expect header (${String(request.headers.expect)}) is not supported; only 100-continue is`);
    const body = JSON.stringify(error.toBody());
    response.writeHead(417, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "x-correlation-id": options.nextCorrelationId()
    });
    response.end(body);
  });
  return server;
}
function listen(server, host, port2) {
  return new Promise((resolve, reject) => {
    const onError = (error) => reject(error);
    server.once("error", onError);
    server.listen(port2, host, () => {
      server.off("error", onError);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port2);
    });
  });
}
function close(server) {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1e3).unref();
  });
}

// ../apps/emulator/dist/http/pipeline.js
var import_fast_querystring = __toESM(require_lib(), 1);
init_validators();
init_store();
import { performance } from "node:perf_hooks";

// ../apps/emulator/dist/http/json-fragments.js
import { randomBytes as randomBytes3 } from "node:crypto";
var NONCE = randomBytes3(8).toString("hex");
var MARKER = new RegExp(`"\\\\u0000${NONCE}:(\\d+)\\\\u0000"`, "g");
var texts = [];
var encoded = [];
var fragmentsEnabled = process.env.CLOUD_API_JSON_FRAGMENTS !== "off";
function deepFreeze(value) {
  if (typeof value !== "object" || value === null || Object.isFrozen(value))
    return;
  Object.freeze(value);
  for (const child of Object.values(value))
    deepFreeze(child);
}
function immutableEntry(entry) {
  if (!fragmentsEnabled || Object.hasOwn(entry, "toJSON"))
    return entry;
  const text = serializeText(entry);
  const index = texts.push(text) - 1;
  encoded.push(Buffer.from(text));
  const marker = `\0${NONCE}:${index}\0`;
  Object.defineProperty(entry, "toJSON", { value: () => marker, enumerable: false });
  deepFreeze(entry);
  return entry;
}
function serializeText(body) {
  const text = JSON.stringify(body);
  if (!fragmentsEnabled || !text.includes("\\u0000"))
    return text;
  return text.replace(MARKER, (_, index) => texts[Number(index)]);
}
var TEXT_ANSWERS = process.env.BENCH_FRAGMENTS_AS_TEXT === "1";
function serializeAnswer(body) {
  const text = JSON.stringify(body);
  if (!fragmentsEnabled || !text.includes("\\u0000"))
    return text;
  if (TEXT_ANSWERS)
    return serializeText(body);
  const pieces = [];
  let length = 0;
  let from = 0;
  MARKER.lastIndex = 0;
  for (let match = MARKER.exec(text); match !== null; match = MARKER.exec(text)) {
    if (match.index > from) {
      const own = text.slice(from, match.index);
      pieces.push(own);
      length += Buffer.byteLength(own);
    }
    const entry = encoded[Number(match[1])];
    pieces.push(entry);
    length += entry.length;
    from = MARKER.lastIndex;
  }
  if (from < text.length) {
    const own = text.slice(from);
    pieces.push(own);
    length += Buffer.byteLength(own);
  }
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) {
    at += typeof piece === "string" ? bytes.write(piece, at) : piece.copy(bytes, at);
  }
  return bytes;
}

// ../apps/emulator/dist/http/router.js
function emptyNode() {
  return { literals: /* @__PURE__ */ new Map(), parameter: void 0, byMethod: /* @__PURE__ */ new Map() };
}
var PathRouter = class {
  maxParamLength;
  greedyParameters;
  root = emptyNode();
  /**
   * `greedyParameters`: parameter names that, as the last segment of a path, take the rest of
   * the path.
   */
  constructor(maxParamLength, greedyParameters = []) {
    this.maxParamLength = maxParamLength;
    this.greedyParameters = greedyParameters;
  }
  /** `method` in upper case; `path` as the spec writes it, below the API prefix. */
  add(method, path, value) {
    let node = this.root;
    const segments = path.split("/").slice(1);
    for (const [index, segment] of segments.entries()) {
      const parameter = /^\{([^}]+)\}$/.exec(segment);
      if (parameter) {
        const name2 = parameter[1];
        if (node.parameter && node.parameter.name !== name2) {
          throw new Error(`router: {${node.parameter.name}} and {${name2}} at the same place`);
        }
        const greedy = index === segments.length - 1 && this.greedyParameters.includes(name2);
        node.parameter ??= { name: name2, node: emptyNode(), greedy };
        node = node.parameter.node;
      } else {
        let next = node.literals.get(segment);
        if (!next) {
          next = emptyNode();
          node.literals.set(segment, next);
        }
        node = next;
      }
    }
    if (node.byMethod.has(method))
      throw new Error(`router: ${method} ${path} added twice`);
    node.byMethod.set(method, value);
  }
  /**
   * Finds the operation of a raw path below the prefix (`/servers/42`, still percent-encoded).
   * Throws the API's errors for a parameter over the length limit (414) and for broken
   * percent-encoding (400), whatever the method.
   */
  lookup(method, rawPath) {
    const segments = rawPath.split("/");
    let node = this.root;
    const params = {};
    for (let index = 1; index < segments.length && node; index += 1) {
      const raw = segments[index];
      const literal = node.literals.get(raw);
      if (literal) {
        node = literal;
        continue;
      }
      const parameter = node.parameter;
      if (!parameter || raw === "") {
        node = void 0;
        break;
      }
      if (raw.length > this.maxParamLength) {
        throw new ApiError(414, "invalid_input", `a path parameter is longer than ${this.maxParamLength} characters`);
      }
      if (parameter.greedy) {
        const rest = segments.slice(index);
        params[parameter.name] = rest.map(decodeSegment).join("/");
        node = parameter.node;
        break;
      }
      params[parameter.name] = decodeSegment(raw);
      node = parameter.node;
    }
    if (!node || node.byMethod.size === 0)
      return { found: false, pathExists: false };
    const value = node.byMethod.get(method === "HEAD" ? "GET" : method);
    if (value === void 0)
      return { found: false, pathExists: true };
    return { found: true, value, params };
  }
};
function decodeSegment(raw) {
  if (!raw.includes("%"))
    return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ApiError(400, "invalid_input", "the path is not valid percent-encoding");
  }
}

// ../apps/emulator/dist/http/pipeline.js
var JSON_TYPE = "application/json; charset=utf-8";
var MEDIA_TYPE = /^\s*[\w!#$%&'*+.^`|~-]+\/[\w!#$%&'*+.^`|~-]+\s*(;.*)?$/s;
var JSON_MEDIA_TYPE = /^\s*application\/json\s*(;.*)?$/is;
function runValidator(validate, data, parameters = false) {
  if (!validate || validate(data))
    return [];
  return fieldProblems(validate.errors, { parameters });
}
function validateParameters(validate, integerNames2, values) {
  const nonCanonical = nonCanonicalIntegers(integerNames2, values);
  if (nonCanonical.length === 0)
    return runValidator(validate, values, true);
  const flagged = new Set(nonCanonical.map((problem) => problem.name));
  return [
    ...nonCanonical,
    ...runValidator(validate, values, true).filter((problem) => !flagged.has(problem.name))
  ];
}
function normalizeBooleans(operation, query) {
  for (const parameter of operation.parameters) {
    if (parameter.in !== "query" || parameter.schema.type !== "boolean")
      continue;
    const value = query[parameter.name];
    if (typeof value === "string" && /^(true|false)$/i.test(value)) {
      query[parameter.name] = value.toLowerCase();
    }
  }
}
var Pipeline = class {
  mount;
  options;
  router;
  constructor(mount, options) {
    this.mount = mount;
    this.options = options;
    this.router = new PathRouter(HTTP_LIMITS.maxParamLength, mount.greedyParameters);
    for (const operation of mount.api.operations) {
      this.router.add(operation.method.toUpperCase(), operation.path, operation);
    }
  }
  get prefix() {
    return this.mount.prefix;
  }
  /** True when `path` (without query) belongs to this mount. */
  owns(path) {
    const prefix = this.mount.prefix;
    return path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === "/");
  }
  /** Makes a request in-process (no socket), answered exactly as over HTTP. */
  inject(request) {
    return new Promise((resolve) => this.handle(injectedExchange(request, resolve)));
  }
  /** Serves one exchange (normally one whose path this mount owns). */
  handle(exchange) {
    const correlationId = this.options.nextCorrelationId();
    const url = exchange.url;
    const queryAt = url.indexOf("?");
    const request = {
      exchange,
      correlationId,
      arrivedMs: this.options.clock(),
      startedAt: performance.now(),
      path: queryAt === -1 ? url : url.slice(0, queryAt),
      rawQuery: queryAt === -1 ? "" : url.slice(queryAt + 1),
      headers: ["x-correlation-id", correlationId],
      operation: void 0,
      pathParams: void 0,
      pathExists: false,
      fault: null
    };
    let admission;
    try {
      if (this.owns(request.path)) {
        const found = this.router.lookup(exchange.method, request.path.slice(this.mount.prefix.length) || "/");
        if (found.found) {
          request.operation = found.value;
          request.pathParams = found.params;
        } else {
          request.pathExists = found.pathExists;
        }
      }
      const decision = this.mount.admit(request);
      if (decision instanceof ApiError)
        throw decision;
      admission = decision;
      if (!request.operation) {
        throw request.pathExists ? new ApiError(405, "method_not_allowed", `method ${exchange.method} is not allowed on ${request.path}`) : this.mount.notFound?.(request.path) ?? new ApiError(404, "not_found", `no such endpoint: ${request.path}`);
      }
    } catch (error) {
      this.fail(request, admission, error);
      return;
    }
    const admitted = admission;
    const method = exchange.method;
    const headers = exchange.headers;
    const contentType = headers["content-type"];
    const noBody = method === "GET" || method === "HEAD" || headers["transfer-encoding"] === void 0 && (headers["content-length"] === void 0 || headers["content-length"] === "0") && contentType === void 0;
    if (noBody) {
      this.dispatch(request, admitted, void 0);
      return;
    }
    if (contentType !== void 0 && !MEDIA_TYPE.test(contentType)) {
      this.fail(request, admitted, new ApiError(400, "json_error", "the Content-Type header is not a valid media type"));
      return;
    }
    if (this.mount.jsonBodiesOnly && (contentType === void 0 || !JSON_MEDIA_TYPE.test(contentType))) {
      this.fail(request, admitted, new ApiError(415, "json_error", "the request body must be application/json"), true);
      return;
    }
    exchange.readBody((result) => {
      if ("tooLarge" in result) {
        this.fail(request, admitted, invalidInput([{ name: "body", messages: ["is larger than 1 MiB"] }]), true);
        return;
      }
      if ("failed" in result) {
        this.fail(request, admitted, new ApiError(400, "json_error", "the request body could not be read"), true);
        return;
      }
      let body;
      if (result.text.trim() !== "") {
        try {
          body = JSON.parse(result.text);
        } catch (error) {
          const reason = error instanceof Error ? error.message : "parse error";
          this.fail(request, admitted, new ApiError(400, "json_error", `request body is not valid JSON: ${reason}`));
          return;
        }
      }
      this.dispatch(request, admitted, body);
    });
  }
  dispatch(request, admission, body) {
    let interception;
    try {
      interception = this.mount.intercept?.(request, admission);
    } catch (error) {
      this.fail(request, admission, error);
      return;
    }
    if (interception === "drop") {
      this.mount.answered?.(request, admission, 0, null);
      request.exchange.drop();
      return;
    }
    if (interception !== void 0) {
      setTimeout(() => this.operate(request, admission, body), interception.delayMs);
      return;
    }
    this.operate(request, admission, body);
  }
  operate(request, admission, givenBody) {
    const operation = request.operation;
    let result;
    try {
      const params = { ...request.pathParams };
      const query = request.rawQuery === "" ? {} : { ...(0, import_fast_querystring.parse)(request.rawQuery) };
      normalizeBooleans(operation, query);
      let body = givenBody;
      const check = this.mount.api.validators(operation);
      const problems = validateParameters(check.path, check.integerParameters.path, params);
      if (request.rawQuery !== "" || check.query) {
        problems.push(...validateParameters(check.query, check.integerParameters.query, query));
      }
      if (check.body) {
        if (body !== void 0 || operation.body?.required) {
          if (body === void 0)
            body = {};
          problems.push(...runValidator(check.body, body));
        }
      } else {
        body = void 0;
      }
      if (problems.length > 0)
        throw invalidInput(problems);
      result = this.mount.invoke(operation, { params, query, body }, admission, request);
    } catch (error) {
      this.fail(request, admission, error);
      return;
    }
    if (result instanceof Promise) {
      result.then((settled) => this.succeed(request, admission, settled), (error) => this.fail(request, admission, error));
    } else {
      this.succeed(request, admission, result);
    }
  }
  succeed(request, admission, result) {
    const headers = request.headers;
    if (result.headers) {
      for (const name2 of Object.keys(result.headers)) {
        headers.push(name2.toLowerCase(), result.headers[name2]);
      }
    }
    this.answer(request, admission, result.status, null, result.body === void 0 ? void 0 : serializeAnswer(result.body));
  }
  /** Answers with the error envelope (an ApiError, or a 500 for anything else). */
  fail(request, admission, error, close2 = false) {
    const apiError = this.toApiError(error);
    for (const name2 of Object.keys(apiError.headers)) {
      request.headers.push(name2.toLowerCase(), apiError.headers[name2]);
    }
    this.answer(request, admission, apiError.status, apiError.code, JSON.stringify(apiError.toBody()), close2);
  }
  toApiError(error) {
    if (error instanceof ApiError)
      return error;
    const mapped = this.mount.mapError?.(error);
    if (mapped)
      return mapped;
    if (error instanceof StoreWriteError) {
      console.error(`emulator: ${error.message}`);
      return new ApiError(500, "server_error", error.message);
    }
    console.error("emulator: unexpected error", error);
    return new ApiError(500, "server_error", "the emulator hit an internal error");
  }
  answer(request, admission, status, errorCode, body, close2 = false) {
    const headers = request.headers;
    if (body !== void 0)
      headers.push("content-type", JSON_TYPE);
    request.exchange.respond(status, headers, body, close2);
    this.mount.answered?.(request, admission, status, errorCode);
  }
};

// ../apps/emulator/dist/console/change-feed.js
import { randomBytes as randomBytes4 } from "node:crypto";
var CHANGE_CHECK_MS = 100;
var ChangeFeed = class {
  store;
  listening;
  /** A restarted emulator's version starts again; a cursor of the old one must not match. */
  epoch = randomBytes4(4).toString("hex");
  waiters = /* @__PURE__ */ new Set();
  ticker;
  /** Unfinished actions by project, valid while the store's version stays the one counted at. */
  running = /* @__PURE__ */ new Map();
  constructor(store, listening) {
    this.store = store;
    this.listening = listening;
  }
  cursor() {
    return `${this.epoch}.${this.store.version}`;
  }
  /**
   * The project's actions not settled yet. Only a stored change starts or settles an action, so
   * the count is made again only after the store's version moved (a scan of the project's
   * actions), not on every question.
   */
  runningActions(project) {
    const version = this.store.version;
    const known = this.running.get(project);
    if (known?.version === version)
      return known.count;
    let count = 0;
    for (const action of this.store.listOwned(ACTIONS, project)) {
      if (!action.settled)
        count += 1;
    }
    this.running.set(project, { version, count });
    return count;
  }
  /** Resolves once the cursor is no longer `since`, after `waitMs`, or when the console stops. */
  waitForChange(since, waitMs) {
    return new Promise((resolve) => {
      this.waiters.add({ since, deadlineMs: Date.now() + waitMs, resolve });
      if (!this.ticker) {
        this.ticker = setInterval(() => this.check(), CHANGE_CHECK_MS);
        this.ticker.unref();
      }
    });
  }
  /** How many answers are held now. */
  get held() {
    return this.waiters.size;
  }
  check() {
    const cursor = this.cursor();
    const nowMs = Date.now();
    const listening = this.listening();
    for (const waiter of this.waiters) {
      if (!listening || waiter.since !== cursor || nowMs >= waiter.deadlineMs) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
    if (this.waiters.size === 0 && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = void 0;
    }
  }
};

// ../apps/emulator/dist/console/owner-password.js
import { randomBytes as randomBytes5, scryptSync, timingSafeEqual } from "node:crypto";
var CONSOLE_OWNER = "_console_owner";
var OWNER_ID = 1;
function scryptHash(password, salt = randomBytes5(16).toString("hex")) {
  return { salt, hash: scryptSync(password, salt, 32).toString("hex") };
}
function matches(password, stored) {
  const given = scryptSync(password, stored.salt, 32);
  const expected = Buffer.from(stored.hash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
var OwnerPassword = class {
  store;
  configured;
  changed;
  /** The configured password's hash, made on first use (scrypt costs tens of milliseconds). */
  configuredHash;
  constructor(store, configured) {
    this.store = store;
    this.configured = configured;
    const record = store.get(CONSOLE_OWNER, OWNER_ID);
    if (record && matches(configured, record.replaces))
      this.changed = record.password;
  }
  /** True when `given` is the owner password now in force (constant time either way). */
  verify(given) {
    if (this.changed)
      return matches(given, this.changed);
    this.configuredHash ??= scryptHash(this.configured);
    return matches(given, this.configuredHash);
  }
  change(next) {
    const record = {
      id: OWNER_ID,
      project: "_console",
      password: scryptHash(next),
      replaces: scryptHash(this.configured)
    };
    this.store.transaction(() => this.store.put(CONSOLE_OWNER, record));
    this.changed = record.password;
  }
};

// ../apps/emulator/dist/console/sign-in-throttle.js
import { createHmac, randomBytes as randomBytes6, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var SignInThrottle = class {
  limit;
  windowMs;
  failures = /* @__PURE__ */ new Map();
  constructor(limit = 5, windowMs = 6e4) {
    this.limit = limit;
    this.windowMs = windowMs;
  }
  recent(key, nowMs) {
    const kept = (this.failures.get(key) ?? []).filter((at) => nowMs - at < this.windowMs);
    if (kept.length === 0)
      this.failures.delete(key);
    else
      this.failures.set(key, kept);
    return kept;
  }
  /** Seconds to wait before the next attempt, 0 when one is allowed now. */
  retryAfter(key, nowMs) {
    const recent = this.recent(key, nowMs);
    if (recent.length < this.limit)
      return 0;
    const oldest = recent[recent.length - this.limit] ?? nowMs;
    return Math.max(1, Math.ceil((oldest + this.windowMs - nowMs) / 1e3));
  }
  fail(key, nowMs) {
    this.failures.set(key, [...this.recent(key, nowMs), nowMs]);
  }
  succeed(key) {
    this.failures.delete(key);
  }
};
var DEVICE_COOKIE = "console_device";
var UNKNOWN_DEVICE = "unknown-device";
var DEVICE_KEY_COLLECTION = "_console_device_key";
var DeviceCookies = class {
  key;
  constructor(store) {
    let record = store.get(DEVICE_KEY_COLLECTION, 1);
    if (!record) {
      record = { id: 1, project: "_console", key: randomBytes6(32).toString("hex") };
      const made = record;
      store.transaction(() => store.put(DEVICE_KEY_COLLECTION, made));
    }
    this.key = Buffer.from(record.key, "hex");
  }
  sign(nonce) {
    return createHmac("sha256", this.key).update(nonce).digest("hex");
  }
  /** A new cookie value, `nonce.signature`. */
  issue() {
    const nonce = randomBytes6(16).toString("hex");
    return `${nonce}.${this.sign(nonce)}`;
  }
  /** The throttle key of a presented cookie: its nonce when genuine, UNKNOWN_DEVICE otherwise. */
  throttleKey(value) {
    const match = value === void 0 ? null : /^([0-9a-f]{32})\.([0-9a-f]{64})$/.exec(value);
    if (!match?.[1] || !match[2])
      return UNKNOWN_DEVICE;
    const expected = Buffer.from(this.sign(match[1]), "hex");
    const given = Buffer.from(match[2], "hex");
    return timingSafeEqual2(expected, given) ? `device:${match[1]}` : UNKNOWN_DEVICE;
  }
};

// ../apps/emulator/dist/console/console-server.js
var CONSOLE_API_PREFIX = "/console-api";
var SESSION_COOKIE = "console_session";
var SESSIONS = "_console_sessions";
var SESSION_MS = 12 * 60 * 60 * 1e3;
var DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
function consoleApiDocumentPath() {
  return join2(consoleAssets(), "console-api", "openapi.yaml");
}
function consoleDistPath() {
  return join2(consoleAssets(), "dist");
}
var sha256 = (value) => createHash2("sha256").update(value).digest();
function sameSecret(given, expected) {
  return timingSafeEqual3(sha256(given), sha256(expected));
}
function csrfFor(sessionValue) {
  return createHash2("sha256").update(`csrf:${sessionValue}`).digest("hex");
}
var MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json"
};
function readCookie(header, name2) {
  if (!header)
    return void 0;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name2)
      return part.slice(eq + 1).trim();
  }
  return void 0;
}
var SECURITY_HEADERS = [
  "x-content-type-options",
  "nosniff",
  "referrer-policy",
  "no-referrer",
  "x-frame-options",
  "DENY"
];
var LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;
function allowedHosts(server, publicOrigin) {
  const address = server.address();
  const hosts = /* @__PURE__ */ new Set();
  if (publicOrigin)
    hosts.add(new URL(publicOrigin).host.toLowerCase());
  if (typeof address !== "object" || address === null)
    return hosts;
  const port2 = address.port;
  const add = (name2) => {
    const host = name2.includes(":") ? `[${name2}]` : name2;
    hosts.add(`${host}:${port2}`.toLowerCase());
    if (port2 === 80)
      hosts.add(host.toLowerCase());
  };
  const everywhere = address.address === "0.0.0.0" || address.address === "::";
  if (LOOPBACK.test(address.address) || everywhere) {
    for (const name2 of ["localhost", "127.0.0.1", "::1"])
      add(name2);
  }
  if (everywhere) {
    for (const list of Object.values(networkInterfaces())) {
      for (const entry of list ?? [])
        add(entry.address);
    }
  } else {
    add(address.address);
  }
  return hosts;
}
function exposedWithoutTls(host, publicOrigin) {
  if (publicOrigin?.startsWith("https:"))
    return false;
  return !LOOPBACK.test(host.replace(/^\[|\]$/g, ""));
}
var CONTENT_SECURITY_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
function buildConsoleServer(options) {
  const { account, store, publicApi, clock } = options;
  const dist = options.distPath ?? consoleDistPath();
  const throttle = new SignInThrottle();
  const ownerPassword = new OwnerPassword(store, options.password);
  const devices = new DeviceCookies(store);
  const secure = options.publicOrigin?.startsWith("https:") ? "; Secure" : "";
  const publicOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : void 0;
  let hosts;
  const hostAllowed = (host) => {
    hosts ??= allowedHosts(server, options.publicOrigin);
    return host !== void 0 && hosts.has(host.toLowerCase());
  };
  const sessionBody = (value) => ({
    csrf_token: csrfFor(value),
    ...options.publicApiUrl ? { api_url: options.publicApiUrl } : {},
    ...options.docsUrl ? { docs_url: options.docsUrl } : {}
  });
  const misdirected = () => new ApiError(421, "misdirected_request", "this console does not answer for that Host");
  const sessionCookie = (value, maxAge) => `${SESSION_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${maxAge}${secure}`;
  const checkThrottle = (device, nowMs) => {
    const wait = throttle.retryAfter(device, nowMs);
    if (wait > 0) {
      throw new ApiError(429, "rate_limit_exceeded", device === UNKNOWN_DEVICE ? "too many failed sign-ins from browsers this console does not know; wait, or sign in from a browser that has signed in before" : "too many failed sign-ins from this browser; wait before trying again", null, { "Retry-After": String(wait) });
    }
  };
  const sessions = () => store.list(SESSIONS);
  const findSession = (value) => {
    if (!value || !/^[0-9a-f]{64}$/.test(value))
      return void 0;
    const hash = sha256(value).toString("hex");
    const record = sessions().find((session2) => session2.hash === hash);
    if (!record || Date.parse(record.expires) <= clock())
      return void 0;
    return { record, value };
  };
  const session = (admission) => admission.session;
  const changes = new ChangeFeed(store, () => server.listening);
  const settleEndedActions = () => {
    const nowMs = clock();
    if (!options.actions.hasDue(nowMs))
      return;
    try {
      store.transaction(() => options.actions.settle(nowMs));
    } catch (error) {
      options.actions.reload();
      throw error;
    }
  };
  const projectId = (input) => input.params.id;
  function projectView(project) {
    return {
      id: project.id,
      name: project.name,
      key: project.project,
      created: project.created,
      resource_count: account.resourceCountOf(project.project)
    };
  }
  const resourceRequest = (method) => async (input) => {
    const project = account.project(projectId(input));
    const body = "body" in input ? input.body : void 0;
    const answer = await publicApi.inject({
      method,
      url: `/v1/${input.params.path}${queryOf(input.query)}`,
      headers: {
        authorization: `Bearer ${account.internalToken(project.project)}`,
        ...body === void 0 ? {} : { "content-type": "application/json" }
      },
      payload: body === void 0 ? void 0 : JSON.stringify(body)
    });
    return {
      status: answer.statusCode,
      body: answer.body === "" ? void 0 : JSON.parse(answer.body)
    };
  };
  const handlers = {
    sign_in: ({ body }, { device, setCookie }) => {
      const nowMs = clock();
      checkThrottle(device, nowMs);
      if (!ownerPassword.verify(body.password)) {
        throttle.fail(device, nowMs);
        throw new ApiError(401, "unauthorized", "wrong password");
      }
      const issueDevice = device === UNKNOWN_DEVICE;
      if (!issueDevice)
        throttle.succeed(device);
      const value = randomBytes7(32).toString("hex");
      store.transaction(() => {
        for (const old of sessions()) {
          if (Date.parse(old.expires) <= nowMs)
            store.remove(SESSIONS, old.id);
        }
        const record = {
          id: store.nextId(SESSIONS),
          project: "_console",
          hash: sha256(value).toString("hex"),
          expires: new Date(nowMs + SESSION_MS).toISOString()
        };
        store.put(SESSIONS, record);
      });
      setCookie(sessionCookie(value, SESSION_MS / 1e3));
      if (issueDevice) {
        setCookie(`${DEVICE_COOKIE}=${devices.issue()}; HttpOnly; SameSite=Strict; Path=${CONSOLE_API_PREFIX}/session; Max-Age=${DEVICE_COOKIE_SECONDS}${secure}`);
      }
      return { status: 201, body: sessionBody(value) };
    },
    change_password: ({ body }, { device, setCookie }) => {
      const nowMs = clock();
      checkThrottle(device, nowMs);
      if (!ownerPassword.verify(body.current_password)) {
        throttle.fail(device, nowMs);
        throw new ApiError(401, "unauthorized", "wrong current password");
      }
      ownerPassword.change(body.new_password);
      store.transaction(() => {
        for (const old of sessions())
          store.remove(SESSIONS, old.id);
      });
      setCookie(sessionCookie("", 0));
      return { status: 204 };
    },
    get_session: (_input, admission) => ({
      status: 200,
      body: admission.session ? { signed_in: true, ...sessionBody(admission.session.value) } : { signed_in: false }
    }),
    sign_out: (_input, admission) => {
      store.transaction(() => store.remove(SESSIONS, session(admission).record.id));
      return { status: 204, headers: { "Set-Cookie": sessionCookie("", 0) } };
    },
    list_projects: () => ({
      status: 200,
      body: { projects: account.listProjects().map((project) => projectView(project)) }
    }),
    create_project: ({ body }) => ({
      status: 201,
      body: { project: projectView(account.createProject(body.name)) }
    }),
    rename_project: (input) => ({
      status: 200,
      body: {
        project: projectView(account.renameProject(projectId(input), input.body.name))
      }
    }),
    delete_project: (input) => {
      account.deleteProject(projectId(input));
      return { status: 204 };
    },
    list_tokens: (input) => ({
      status: 200,
      body: { tokens: account.listTokens(projectId(input)) }
    }),
    create_token: (input) => {
      const { description, permission } = input.body;
      const created = account.createToken(projectId(input), description, permission);
      return { status: 201, body: { token: created.token, value: created.value } };
    },
    revoke_token: (input) => {
      account.revokeToken(projectId(input), input.params.token_id);
      return { status: 204 };
    },
    list_project_journal: (input) => {
      const project = account.project(projectId(input));
      const entries = options.control.journal.list({ project: project.project });
      return { status: 200, body: { entries: entries.slice(-100).reverse() } };
    },
    list_console_faults: () => ({
      status: 200,
      body: { faults: options.control.faults.list() }
    }),
    get_changes: async ({ query }, admission) => {
      const project = query.project === void 0 ? void 0 : account.project(query.project);
      const where = () => {
        settleEndedActions();
        const cursor = changes.cursor();
        return {
          cursor,
          changed: cursor !== query.since,
          running_actions: project ? changes.runningActions(project.project) : 0
        };
      };
      const now = where();
      const waitMs = (query.wait ?? 0) * 1e3;
      if (now.changed || now.running_actions > 0 || waitMs === 0)
        return { status: 200, body: now };
      await changes.waitForChange(now.cursor, waitMs);
      if (!findSession(session(admission).value)) {
        throw new ApiError(401, "unauthorized", "the session ended");
      }
      return { status: 200, body: where() };
    },
    read_resources: resourceRequest("GET"),
    post_resources: resourceRequest("POST"),
    put_resources: resourceRequest("PUT"),
    delete_resources: resourceRequest("DELETE")
  };
  for (const operation of options.api.operations) {
    if (!(operation.operationId in handlers)) {
      throw new Error(`console API: no handler for ${operation.operationId}`);
    }
  }
  const consoleApi = new Pipeline({
    prefix: CONSOLE_API_PREFIX,
    api: options.api,
    jsonBodiesOnly: true,
    greedyParameters: ["path"],
    admit(request) {
      request.headers.push(...SECURITY_HEADERS, "cache-control", "no-store");
      const exchange = request.exchange;
      if (!hostAllowed(exchange.headers.host))
        return misdirected();
      const found = findSession(readCookie(exchange.headers.cookie, SESSION_COOKIE));
      const changes2 = exchange.method !== "GET" && exchange.method !== "HEAD";
      if (changes2) {
        const origin = exchange.headers.origin;
        const host = exchange.headers.host;
        if (origin !== void 0 && origin !== `http://${host}` && origin !== `https://${host}` && origin !== publicOrigin) {
          return new ApiError(403, "csrf_rejected", "the request comes from another site");
        }
      }
      const admission = {
        session: found,
        device: devices.throttleKey(readCookie(exchange.headers.cookie, DEVICE_COOKIE)),
        setCookie: (cookie) => request.headers.push("set-cookie", cookie)
      };
      const operationId = request.operation?.operationId;
      if (operationId === "sign_in" || operationId === "get_session")
        return admission;
      if (!found)
        return new ApiError(401, "unauthorized", "sign in to the console first");
      if (changes2) {
        const given = exchange.headers["x-csrf-token"];
        if (typeof given !== "string" || !sameSecret(given, csrfFor(found.value))) {
          return new ApiError(403, "csrf_rejected", "missing or wrong X-CSRF-Token header");
        }
      }
      return admission;
    },
    invoke(operation, input, admission) {
      const handler = handlers[operation.operationId];
      return handler(input, admission);
    },
    mapError(error) {
      if (error instanceof AccountError)
        return new ApiError(error.status, error.code, error.message);
      return void 0;
    }
  }, { clock, nextCorrelationId: options.nextCorrelationId });
  const server = createHttpServer({
    routes: [consoleApi],
    fallback: staticFiles(dist, hostAllowed),
    headersTimeoutMs: options.headersTimeoutMs,
    requestTimeoutMs: options.requestTimeoutMs,
    nextCorrelationId: options.nextCorrelationId
  });
  return server;
}
function queryOf(query) {
  const entries = Object.entries(query);
  if (entries.length === 0)
    return "";
  const search = new URLSearchParams();
  for (const [name2, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value])
      search.append(name2, String(item));
  }
  return `?${search.toString()}`;
}
function staticFiles(dist, hostAllowed) {
  const answer = (exchange, status, type, body, extra = []) => {
    exchange.respond(status, [...SECURITY_HEADERS, ...extra, "content-type", type], body, false);
  };
  const refuse = (exchange, error) => answer(exchange, error.status, "application/json", JSON.stringify(error.toBody()));
  return {
    owns: () => true,
    handle(exchange) {
      if (!hostAllowed(exchange.headers.host)) {
        refuse(exchange, new ApiError(421, "misdirected_request", "this console does not answer for that Host"));
        return;
      }
      if (exchange.method !== "GET" && exchange.method !== "HEAD") {
        refuse(exchange, new ApiError(404, "not_found", "no such endpoint"));
        return;
      }
      const path = (exchange.url.split("?")[0] ?? "/").replace(/^\/+/, "");
      let file;
      try {
        file = normalize(join2(dist, decodeURIComponent(path)));
      } catch {
        refuse(exchange, new ApiError(400, "invalid_input", "the path is not valid percent-encoding"));
        return;
      }
      if (!file.startsWith(dist + sep) && file !== dist) {
        refuse(exchange, new ApiError(404, "not_found", "no such file"));
        return;
      }
      if (!existsSync2(file) || statSync(file).isDirectory())
        file = join2(dist, "index.html");
      if (!existsSync2(file)) {
        answer(exchange, 503, "text/plain; charset=utf-8", "The console is not built: run `pnpm --filter @cloud-api/console build`.");
        return;
      }
      answer(exchange, 200, MIME[extname(file)] ?? "application/octet-stream", readFileSync(file), [
        "content-security-policy",
        CONTENT_SECURITY_POLICY
      ]);
    }
  };
}

// ../apps/emulator/dist/control/catalog-rehearsals.js
import { readFileSync as readFileSync2 } from "node:fs";
var TYPES = ["server_type", "load_balancer_type", "image", "iso"];
var NOUNS = {
  server_type: "server type",
  load_balancer_type: "load balancer type",
  image: "image",
  iso: "ISO"
};
var RFC_3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
function instant(value, field) {
  const ms = typeof value === "string" && RFC_3339.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw invalidInput([
      { name: field, messages: ["must be an RFC 3339 date-time, e.g. 2027-03-01T00:00:00Z"] }
    ]);
  }
  return ms;
}
function apiTime(ms) {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}
function hasName(rows, name2) {
  return rows.some((row) => row.name === name2);
}
var CatalogRehearsals = class {
  base;
  timeline;
  rehearsals = [];
  constructor(base, timeline) {
    this.base = base;
    this.timeline = timeline;
  }
  list() {
    return this.rehearsals.map((rehearsal) => ({ ...rehearsal }));
  }
  /**
   * Checks the input (404 for a name the catalog does not have, 422 for dates that are not
   * RFC 3339 or out of order), stores it (replacing one for the same item) and rebuilds the
   * catalog with it.
   */
  add(input) {
    if (!TYPES.includes(input.type)) {
      throw invalidInput([{ name: "type", messages: [`must be one of ${TYPES.join(", ")}`] }]);
    }
    const announced = instant(input.announced, "announced");
    const unavailableAfter = instant(input.unavailable_after, "unavailable_after");
    if (unavailableAfter <= announced) {
      throw invalidInput([
        {
          name: "unavailable_after",
          messages: [
            `must come after announced (${input.announced}): an item is retired after its deprecation was announced`
          ]
        }
      ]);
    }
    const rows = {
      server_type: this.base.serverTypes,
      load_balancer_type: this.base.loadBalancerTypes,
      image: this.base.images,
      iso: this.base.isos
    }[input.type];
    if (!hasName(rows, input.name)) {
      throw new ApiError(404, "not_found", `${NOUNS[input.type]} '${input.name}' not found in the catalog`);
    }
    const stored = {
      type: input.type,
      name: input.name,
      announced: apiTime(announced),
      unavailable_after: apiTime(unavailableAfter)
    };
    const same = this.rehearsals.findIndex((rehearsal) => rehearsal.type === stored.type && rehearsal.name === stored.name);
    if (same >= 0)
      this.rehearsals.splice(same, 1);
    this.rehearsals.push(stored);
    this.timeline.replaceRows(this.rows());
    return { ...stored };
  }
  clear() {
    this.rehearsals.length = 0;
    this.timeline.replaceRows(this.base);
  }
  /** The base rows with every rehearsal applied. */
  rows() {
    const of = (type, name2) => this.rehearsals.find((rehearsal) => rehearsal.type === type && rehearsal.name === name2);
    const dates = (rehearsal) => ({
      announced: rehearsal.announced,
      unavailable_after: rehearsal.unavailable_after
    });
    return {
      ...this.base,
      serverTypes: this.base.serverTypes.map((row) => {
        const rehearsal = of("server_type", row.name);
        return rehearsal ? { ...row, deprecation: dates(rehearsal) } : row;
      }),
      loadBalancerTypes: this.base.loadBalancerTypes.map((row) => {
        const rehearsal = of("load_balancer_type", row.name);
        return rehearsal ? { ...row, deprecation: dates(rehearsal) } : row;
      }),
      // Images have no `deprecation` object: `deprecated` is the announcement, and the rehearsal
      // says when it stops being orderable (else three months later).
      images: this.base.images.map((row) => {
        const rehearsal = of("image", row.name);
        return rehearsal ? {
          ...row,
          deprecated: rehearsal.announced,
          unavailableAfter: rehearsal.unavailable_after
        } : row;
      }),
      isos: this.base.isos.map((row) => {
        const rehearsal = of("iso", row.name);
        return rehearsal ? { ...row, deprecation: dates(rehearsal) } : row;
      })
    };
  }
};
function loadRehearsalFile(path, rehearsals) {
  let data;
  try {
    data = JSON.parse(readFileSync2(path, "utf8"));
  } catch (error) {
    throw new Error(`catalog deprecations ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const list = Array.isArray(data) ? data : typeof data === "object" && data !== null && Array.isArray(data.deprecations) ? data.deprecations : void 0;
  if (!list) {
    throw new Error(`catalog deprecations ${path}: expected {"deprecations": [{"type", "name", "announced", "unavailable_after"}, ...]}`);
  }
  list.forEach((entry, index) => {
    try {
      const input = typeof entry === "object" && entry !== null ? entry : {};
      rehearsals.add(input);
    } catch (error) {
      const reason = error instanceof ApiError ? `${error.message}${error.details ? ` ${JSON.stringify(error.details)}` : ""}` : String(error);
      throw new Error(`catalog deprecations ${path}, entry ${index}: ${reason}`);
    }
  });
}

// ../apps/emulator/dist/control/clock.js
var EmulatorClock = class {
  source;
  anchorVirtualMs;
  anchorRealMs;
  paused = false;
  factor = 1;
  /** `source` is where real time comes from (tests may pass their own). */
  constructor(source = Date.now) {
    this.source = source;
    this.anchorRealMs = source();
    this.anchorVirtualMs = this.anchorRealMs;
  }
  now = () => {
    if (this.paused)
      return this.anchorVirtualMs;
    return this.anchorVirtualMs + (this.source() - this.anchorRealMs) * this.factor;
  };
  /** Re-anchors at the current time, so a change applies from now on. */
  reanchor() {
    this.anchorVirtualMs = this.now();
    this.anchorRealMs = this.source();
  }
  pause() {
    this.reanchor();
    this.paused = true;
  }
  resume() {
    this.reanchor();
    this.paused = false;
  }
  /** Moves time forward (never back: stored timestamps and action ends must stay ordered). */
  advance(ms) {
    if (!Number.isFinite(ms) || ms < 0)
      throw new RangeError("advance: ms must be >= 0");
    this.reanchor();
    this.anchorVirtualMs += ms;
  }
  setFactor(factor) {
    if (!Number.isFinite(factor) || factor <= 0)
      throw new RangeError("factor must be > 0");
    this.reanchor();
    this.factor = factor;
  }
  state() {
    return { now: new Date(this.now()).toISOString(), paused: this.paused, factor: this.factor };
  }
};

// ../apps/emulator/dist/control/control-api.js
import { createHash as createHash3, timingSafeEqual as timingSafeEqual4 } from "node:crypto";
import { performance as performance3 } from "node:perf_hooks";

// ../apps/emulator/dist/http/public-api.js
import { performance as performance2 } from "node:perf_hooks";

// ../apps/emulator/dist/http/unknown-path.js
function collectionsOf(paths) {
  const first = /* @__PURE__ */ new Set();
  for (const path of paths) {
    const segment = path.split("/")[1];
    if (segment && !segment.startsWith("{"))
      first.add(`/${segment}`);
  }
  return [...first].sort();
}
function unknownPathError(path, prefix, collections) {
  if (path === prefix || path === `${prefix}/`) {
    return new ApiError(404, "not_found", `${prefix} is the API's base URL, not an endpoint: add a resource path, e.g. GET ${prefix}/servers with 'Authorization: Bearer <token>'. Paths: ${collections.map((collection) => `${prefix}${collection}`).join(", ")}`);
  }
  if (!path.startsWith(`${prefix}/`)) {
    const segment = `/${path.split("/")[1] ?? ""}`;
    const meant = collections.includes(segment) ? `${prefix}${path}` : `${prefix}/servers`;
    return new ApiError(404, "not_found", `no such endpoint: ${path}. The API's paths start with ${prefix} (e.g. ${meant}): end the base URL with ${prefix}`);
  }
  return new ApiError(404, "not_found", `no such endpoint: ${path}`);
}

// ../apps/emulator/dist/http/public-api.js
var API_PREFIX = "/v1";
var BEARER = /^bearer /i;
function bearerToken(authorization) {
  return typeof authorization === "string" && BEARER.test(authorization) ? authorization.slice(7).trim() : void 0;
}
function createPublicApi(options) {
  const { account, rateLimiter, clock, control, services, handlers } = options;
  let collections;
  return new Pipeline({
    prefix: API_PREFIX,
    api: options.api,
    notFound(path) {
      collections ??= collectionsOf(options.api.operations.map((operation) => operation.path));
      return unknownPathError(path, API_PREFIX, collections);
    },
    admit(request) {
      const exchange = request.exchange;
      const token = bearerToken(exchange.headers.authorization);
      const grant = token === void 0 ? void 0 : account.authenticate(token);
      if (grant && token !== void 0 && account.isInternal(token)) {
        return { grant, internal: true };
      }
      const decision = rateLimiter.take(grant ? `project:${grant.project}` : `ip:${exchange.ip}`, clock());
      request.headers.push("ratelimit-limit", String(decision.limit), "ratelimit-remaining", String(decision.remaining), "ratelimit-reset", String(decision.resetAt));
      if (!decision.allowed) {
        return new ApiError(429, "rate_limit_exceeded", "rate limit exceeded; retry later", null, {
          "Retry-After": String(decision.retryAfter)
        });
      }
      if (!grant) {
        return new ApiError(401, "unauthorized", token === void 0 ? "missing 'Authorization: Bearer <token>' header" : "unable to authenticate: the token is unknown");
      }
      if (grant.readOnly && exchange.method !== "GET" && exchange.method !== "HEAD") {
        return new ApiError(401, "token_readonly", "the token is read-only; this request writes");
      }
      return { grant, internal: false };
    },
    intercept(request, admission) {
      const operation = request.operation;
      if (!operation)
        return void 0;
      if (operation.sunset && clock() >= operation.sunset.atMs) {
        throw new ApiError(410, "deprecated_api_endpoint", "API functionality was removed", {
          announcement: operation.sunset.announcement
        });
      }
      const fault = control.faults.forRequest({
        operationId: operation.operationId,
        method: request.exchange.method,
        path: request.path.slice(API_PREFIX.length),
        project: admission.grant.project
      });
      if (!fault)
        return void 0;
      request.fault = fault.type;
      if (fault.type === "latency")
        return { delayMs: fault.ms };
      if (fault.type === "drop")
        return "drop";
      if (fault.type !== "error")
        return void 0;
      const retryAfter = fault.retry_after ?? (fault.status === 429 ? 1 : void 0);
      throw new ApiError(fault.status, fault.code, fault.message ?? `injected fault: ${fault.code}`, null, retryAfter === void 0 ? {} : { "Retry-After": String(retryAfter) });
    },
    invoke(operation, input, admission, request) {
      const handler = handlers[operation.operationId];
      if (!handler) {
        throw new ApiError(422, "unsupported_error", `${operation.operationId} is not implemented by the emulator`);
      }
      const nowMs = clock();
      const { path, rawQuery, exchange } = request;
      if (services.actions.hasDue(nowMs)) {
        try {
          services.store.transaction(() => services.actions.settle(nowMs));
        } catch (error) {
          services.actions.reload();
          throw error;
        }
      }
      return services.store.transaction(() => {
        return handler({
          project: admission.grant.project,
          params: input.params,
          query: input.query,
          body: input.body,
          nowMs,
          operation,
          // Only lists need these (for `Link`): computed when read, not on every request.
          get absoluteUrl() {
            return `http://${exchange.headers.host ?? "127.0.0.1"}${path}`;
          },
          get rawQuery() {
            return new URLSearchParams(rawQuery);
          },
          services
        });
      });
    },
    answered(request, admission, status, errorCode) {
      journal(request, admission, status, errorCode);
    }
  }, { clock, nextCorrelationId: options.nextCorrelationId });
  function journal(request, admission, status, errorCode) {
    const method = request.exchange.method;
    if (admission?.internal && (method === "GET" || method === "HEAD"))
      return;
    const project = admission?.grant.project ?? (() => {
      const token = bearerToken(request.exchange.headers.authorization);
      return token === void 0 ? null : account.authenticate(token)?.project ?? null;
    })();
    control.journal.record({
      timeMs: request.arrivedMs,
      method,
      path: request.exchange.url,
      operation_id: request.operation?.operationId ?? null,
      project,
      status,
      error_code: errorCode,
      duration_ms: Math.round((performance2.now() - request.startedAt) * 1e3) / 1e3,
      correlation_id: request.correlationId,
      fault: request.fault
    });
  }
}

// ../apps/emulator/dist/control/control-api.js
init_state_file();
init_store();
function createControlPlane(parts) {
  const { store, actions, journal } = parts;
  return {
    clock: parts.clock,
    random: parts.random,
    faults: parts.faults,
    journal,
    catalog: parts.catalog,
    reset(project) {
      store.transaction(() => store.clearRecords(project));
      actions.reload();
      if (project === void 0) {
        journal.clear();
        parts.resetRateLimits();
      }
    },
    exportSnapshot: (project) => store.exportSnapshot(project),
    importSnapshot(input, project) {
      let snapshot2;
      try {
        snapshot2 = checkSnapshot("snapshot", input);
      } catch (error) {
        if (error instanceof StateFileError) {
          throw invalidInput([{ name: "body", messages: [error.message] }]);
        }
        throw error;
      }
      try {
        store.transaction(() => store.importSnapshot(snapshot2, project));
      } catch (error) {
        if (error instanceof StoreConflictError) {
          throw new ApiError(409, "conflict", error.message);
        }
        throw error;
      }
      actions.reload();
    }
  };
}
var CONTROL_PREFIX = "/_emulator";
function controlApiDocumentPath() {
  return new URL("../../control-api/openapi.yaml", import.meta.url).pathname;
}
function controlHandlers(plane, api, service) {
  const project = (value) => typeof value === "string" ? value : void 0;
  return {
    get_health: () => ({ status: 200, body: service() }),
    get_control_index: () => ({
      status: 200,
      body: {
        emulator: service(),
        operations: api.operations.map((operation) => ({
          operation_id: operation.operationId,
          method: operation.method.toUpperCase(),
          path: `${CONTROL_PREFIX}${operation.path === "/" ? "" : operation.path}`,
          summary: operation.summary ?? ""
        }))
      }
    }),
    reset_state: ({ body }) => {
      plane.reset(project(body?.project));
      return { status: 204 };
    },
    export_snapshot: ({ query }) => ({
      status: 200,
      body: plane.exportSnapshot(project(query.project))
    }),
    import_snapshot: ({ query, body }) => {
      plane.importSnapshot(body, project(query.project));
      return { status: 204 };
    },
    list_journal: ({ query }) => ({
      status: 200,
      body: { entries: plane.journal.list(query) }
    }),
    clear_journal: () => {
      plane.journal.clear();
      return { status: 204 };
    },
    list_faults: () => ({ status: 200, body: { faults: plane.faults.list() } }),
    add_fault: ({ body }) => ({
      status: 201,
      body: { fault: plane.faults.add(body) }
    }),
    clear_faults: () => {
      plane.faults.clear();
      return { status: 204 };
    },
    remove_fault: ({ params }) => {
      const id = params.id;
      if (!plane.faults.remove(id)) {
        throw new ApiError(404, "not_found", `fault rule ${id} not found`);
      }
      return { status: 204 };
    },
    list_catalog_deprecations: () => ({
      status: 200,
      body: { deprecations: plane.catalog.list() }
    }),
    add_catalog_deprecation: ({ body }) => ({
      status: 201,
      body: { deprecation: plane.catalog.add(body) }
    }),
    clear_catalog_deprecations: () => {
      plane.catalog.clear();
      return { status: 204 };
    },
    get_clock: () => ({ status: 200, body: { clock: plane.clock.state() } }),
    change_clock: ({ body }) => {
      const change = body;
      if (change.advance_ms !== void 0 && plane.clock.now() + change.advance_ms > LATEST_CLOCK_MS) {
        throw invalidInput([
          { name: "advance_ms", messages: ["would move the clock past 9999-12-31T23:59:59Z"] }
        ]);
      }
      if (change.paused === true)
        plane.clock.pause();
      if (change.paused === false)
        plane.clock.resume();
      if (change.factor !== void 0)
        plane.clock.setFactor(change.factor);
      if (change.advance_ms !== void 0)
        plane.clock.advance(change.advance_ms);
      return { status: 200, body: { clock: plane.clock.state() } };
    }
  };
}
var digest = (value) => createHash3("sha256").update(value).digest();
var LATEST_CLOCK_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
var FailureThrottle = class {
  burst;
  perSecond;
  tokens;
  updatedMs = performance3.now();
  constructor(burst, perSecond) {
    this.burst = burst;
    this.perSecond = perSecond;
    this.tokens = burst;
  }
  /** Seconds to wait before another failure is answered 401, or 0 (and counts this one). */
  fail() {
    const nowMs = performance3.now();
    this.tokens = Math.min(this.burst, this.tokens + (nowMs - this.updatedMs) / 1e3 * this.perSecond);
    this.updatedMs = nowMs;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
  }
};
function createControlApi(plane, api, adminToken, service, options) {
  const handlers = controlHandlers(plane, api, service);
  for (const operation of api.operations) {
    if (!(operation.operationId in handlers)) {
      throw new Error(`control API: no handler for ${operation.operationId}`);
    }
  }
  const expected = digest(adminToken);
  const failures = new FailureThrottle(20, 1);
  return new Pipeline({
    prefix: CONTROL_PREFIX,
    api,
    admit(request) {
      if (request.operation?.operationId === "get_health")
        return true;
      const token = bearerToken(request.exchange.headers.authorization);
      if (token === void 0 || !timingSafeEqual4(digest(token), expected)) {
        const wait = failures.fail();
        if (wait > 0) {
          return new ApiError(429, "rate_limit_exceeded", "too many requests with a wrong admin token; wait before trying again", null, { "Retry-After": String(wait) });
        }
        return new ApiError(401, "unauthorized", "the control API needs the emulator's admin token");
      }
      return true;
    },
    invoke(operation, input) {
      const handler = handlers[operation.operationId];
      return handler(input);
    }
  }, options);
}

// ../apps/emulator/dist/control/random.js
import { createHash as createHash4, randomBytes as randomBytes8 } from "node:crypto";
var SeededRandom = class {
  a;
  b;
  c;
  d;
  constructor(seed) {
    const digest2 = createHash4("sha256").update(seed).digest();
    this.a = digest2.readUInt32LE(0);
    this.b = digest2.readUInt32LE(4);
    this.c = digest2.readUInt32LE(8);
    this.d = digest2.readUInt32LE(12);
    for (let i = 0; i < 12; i++)
      this.next();
  }
  next() {
    const t = (this.a + this.b | 0) + this.d | 0;
    this.d = this.d + 1 | 0;
    this.a = this.b ^ this.b >>> 9;
    this.b = this.c + (this.c << 3) | 0;
    this.c = this.c << 21 | this.c >>> 11;
    this.c = this.c + t | 0;
    return t >>> 0;
  }
  bytes(length) {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i += 4) {
      const value = this.next();
      for (let j = 0; j < 4 && i + j < length; j++)
        out[i + j] = value >>> 8 * j & 255;
    }
    return out;
  }
  fraction() {
    return this.next() / 4294967296;
  }
};
var cryptoRandom = {
  bytes: (length) => randomBytes8(length),
  fraction: () => randomBytes8(4).readUInt32LE(0) / 4294967296
};
function createRandom(seed) {
  return seed === void 0 || seed === "" ? cryptoRandom : new SeededRandom(seed);
}

// ../apps/emulator/dist/control/faults.js
function pathMatches(pattern, path) {
  const want = pattern.split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((part, i) => part === "*" || part === got[i]);
}
var FaultRules = class {
  random;
  rules = [];
  randoms = /* @__PURE__ */ new Map();
  nextId = 1;
  constructor(random) {
    this.random = random;
  }
  add(input) {
    const rule = {
      ...input,
      id: this.nextId++,
      match: input.match ?? {},
      probability: input.probability ?? 1,
      hits: 0
    };
    this.rules.push(rule);
    this.randoms.set(rule.id, createRandom(input.seed ?? this.random.bytes(16).toString("hex")));
    return rule;
  }
  list() {
    return this.rules.map((rule) => ({ ...rule }));
  }
  remove(id) {
    const index = this.rules.findIndex((rule) => rule.id === id);
    if (index === -1)
      return false;
    this.rules.splice(index, 1);
    this.randoms.delete(id);
    return true;
  }
  clear() {
    this.rules.length = 0;
    this.randoms.clear();
  }
  fire(rule) {
    if (rule.count !== void 0 && rule.hits >= rule.count)
      return false;
    if (rule.probability < 1) {
      const random = this.randoms.get(rule.id);
      if (!random || random.fraction() >= rule.probability)
        return false;
    }
    rule.hits += 1;
    return true;
  }
  /** The effect for this request, if a request rule hits it. */
  forRequest(facts) {
    for (const rule of this.rules) {
      const { match, effect } = rule;
      if (effect.type === "action_error")
        continue;
      if (match.operation_id !== void 0 && match.operation_id !== facts.operationId)
        continue;
      if (match.method !== void 0 && match.method.toUpperCase() !== facts.method)
        continue;
      if (match.project !== void 0 && match.project !== facts.project)
        continue;
      if (match.path !== void 0 && !pathMatches(match.path, facts.path))
        continue;
      if (match.command !== void 0)
        continue;
      if (this.fire(rule))
        return effect;
    }
    return void 0;
  }
  /** The error a new action of `command` in `project` ends with, if an action rule hits it. */
  forAction(project, command) {
    for (const rule of this.rules) {
      const { effect, match } = rule;
      if (effect.type !== "action_error")
        continue;
      if (match.command !== void 0 && match.command !== command)
        continue;
      if (match.project !== void 0 && match.project !== project)
        continue;
      if (this.fire(rule)) {
        return { code: effect.code, message: effect.message ?? `injected failure of ${command}` };
      }
    }
    return void 0;
  }
};

// ../apps/emulator/dist/control/journal.js
function published(entry) {
  const { timeMs, ...rest } = entry;
  return { time: new Date(timeMs).toISOString(), ...rest };
}
var RequestJournal = class {
  capacity;
  entries;
  next = 0;
  size = 0;
  constructor(capacity) {
    this.capacity = capacity;
    this.entries = new Array(capacity);
  }
  record(entry) {
    if (this.capacity === 0)
      return;
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }
  clear() {
    this.entries.fill(void 0);
    this.next = 0;
    this.size = 0;
  }
  /** Matching entries, oldest first; with `limit`, the newest `limit` of them. */
  list(filter = {}) {
    const result = [];
    const start = (this.next - this.size + this.capacity) % this.capacity;
    for (let i = 0; i < this.size; i++) {
      const entry = this.entries[(start + i) % this.capacity];
      if (!entry)
        continue;
      if (filter.operation_id !== void 0 && entry.operation_id !== filter.operation_id)
        continue;
      if (filter.project !== void 0 && entry.project !== filter.project)
        continue;
      if (filter.method !== void 0 && entry.method !== filter.method.toUpperCase())
        continue;
      if (filter.status !== void 0 && entry.status !== filter.status)
        continue;
      if (filter.error_code !== void 0 && entry.error_code !== filter.error_code)
        continue;
      result.push(published(entry));
    }
    return filter.limit === void 0 ? result : result.slice(-filter.limit);
  }
};

// ../apps/emulator/dist/control/seed-fixture.js
import { readFileSync as readFileSync4 } from "node:fs";
var SEED_ORDER = [
  "ssh_keys",
  "certificates",
  "placement_groups",
  "networks",
  "firewalls",
  "primary_ips",
  "volumes",
  "servers",
  "floating_ips",
  "load_balancers",
  "zones"
];
var SeedFixtureError = class extends Error {
  constructor(path, problem) {
    super(`seed fixture ${path}: ${problem}`);
    this.name = "SeedFixtureError";
  }
};
var isObject2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function readSeedFixture(path) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync4(path, "utf8"));
  } catch (error) {
    throw new SeedFixtureError(path, `cannot be read as JSON (${error.message})`);
  }
  if (!isObject2(parsed) || !isObject2(parsed.projects)) {
    throw new SeedFixtureError(path, "must be an object with `projects` (an object by name)");
  }
  for (const [project, entry] of Object.entries(parsed.projects)) {
    if (!/^[A-Za-z0-9._-]+$/.test(project)) {
      throw new SeedFixtureError(path, `project name '${project}' must be letters, digits, '.', '_' or '-'`);
    }
    if (!isObject2(entry))
      throw new SeedFixtureError(path, `project '${project}' is not an object`);
    const { tokens: tokens2, resources } = entry;
    if (tokens2 !== void 0) {
      if (!Array.isArray(tokens2)) {
        throw new SeedFixtureError(path, `project '${project}': tokens must be an array`);
      }
      tokens2.forEach((token, index) => {
        if (!isObject2(token) || typeof token.token !== "string" || token.token.length < 8) {
          throw new SeedFixtureError(path, `project '${project}': token ${index + 1} needs a 'token' of at least 8 characters`);
        }
      });
    }
    if (resources !== void 0) {
      if (!isObject2(resources)) {
        throw new SeedFixtureError(path, `project '${project}': resources must be an object`);
      }
      for (const [collection, bodies] of Object.entries(resources)) {
        if (!SEED_ORDER.includes(collection)) {
          throw new SeedFixtureError(path, `project '${project}': unknown collection '${collection}' (one of ${SEED_ORDER.join(", ")})`);
        }
        if (!Array.isArray(bodies)) {
          throw new SeedFixtureError(path, `project '${project}': ${collection} must be an array`);
        }
      }
    }
  }
  return parsed;
}
function fixtureGrants(fixture) {
  return Object.entries(fixture.projects).flatMap(([project, entry]) => (entry.tokens ?? []).map((token) => ({
    token: token.token,
    project,
    readOnly: token.read_only === true
  })));
}
function resolveRefs(value, ids, where) {
  if (Array.isArray(value))
    return value.map((item) => resolveRefs(item, ids, where));
  if (!isObject2(value))
    return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === "$ref") {
    const ref = value.$ref;
    const id = typeof ref === "string" ? ids.get(ref) : void 0;
    if (id === void 0) {
      throw new Error(`${where}: $ref '${String(ref)}' names no resource created before it`);
    }
    return id;
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveRefs(inner, ids, where)]));
}
async function applySeedFixture(api, store, fixture, path) {
  const seeded = [];
  for (const [project, entry] of Object.entries(fixture.projects)) {
    const resources = entry.resources ?? {};
    if (Object.keys(resources).length === 0)
      continue;
    const snapshot2 = store.exportSnapshot(project);
    if (Object.keys(snapshot2.collections).length > 0)
      continue;
    const writer = (entry.tokens ?? []).find((token) => token.read_only !== true);
    if (!writer) {
      throw new SeedFixtureError(path, `project '${project}' has resources but no read-write token`);
    }
    const ids = /* @__PURE__ */ new Map();
    for (const collection of SEED_ORDER) {
      const bodies = resources[collection] ?? [];
      for (const [index, raw] of bodies.entries()) {
        const where = `project '${project}', ${collection}[${index}]`;
        let body;
        try {
          body = resolveRefs(raw, ids, where);
        } catch (error) {
          throw new SeedFixtureError(path, error.message);
        }
        const response = await api.inject({
          method: "POST",
          url: `/v1/${collection}`,
          headers: { authorization: `Bearer ${writer.token}`, "content-type": "application/json" },
          payload: JSON.stringify(body)
        });
        const answer = response.json();
        if (response.statusCode >= 400) {
          const error = answer.error;
          throw new SeedFixtureError(path, `${where}: the API answered ${response.statusCode} ${error?.code ?? ""}: ${error?.message ?? ""}`);
        }
        const created = Object.values(answer).find((value) => isObject2(value) && typeof value.id === "number");
        if (created && typeof created.name === "string") {
          ids.set(`${collection}/${created.name}`, created.id);
        }
      }
    }
    seeded.push(project);
  }
  return seeded;
}

// ../apps/emulator/dist/http/rate-limiter.js
var RateLimiter = class {
  limitPerHour;
  buckets = /* @__PURE__ */ new Map();
  refillPerMs;
  constructor(limitPerHour) {
    this.limitPerHour = limitPerHour;
    this.refillPerMs = limitPerHour / 36e5;
  }
  /** Every bucket full again (a full reset of the emulator). */
  reset() {
    this.buckets.clear();
  }
  take(key, nowMs) {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.limitPerHour, updatedMs: nowMs };
      this.buckets.set(key, bucket);
    } else {
      const elapsed = Math.max(0, nowMs - bucket.updatedMs);
      bucket.tokens = Math.min(this.limitPerHour, bucket.tokens + elapsed * this.refillPerMs);
      bucket.updatedMs = nowMs;
    }
    const allowed = bucket.tokens >= 1;
    if (allowed)
      bucket.tokens -= 1;
    const missing = this.limitPerHour - bucket.tokens;
    return {
      allowed,
      limit: this.limitPerHour,
      remaining: Math.floor(bucket.tokens),
      resetAt: Math.ceil((nowMs + missing / this.refillPerMs) / 1e3),
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1e3))
    };
  }
};

// ../apps/emulator/dist/resources/catalog/catalog-data.js
var LOCATIONS = [
  {
    id: 1,
    name: "fsn1",
    description: "Falkenstein DC Park 1",
    country: "DE",
    city: "Falkenstein",
    latitude: 50.47612,
    longitude: 12.370071,
    network_zone: "eu-central",
    datacenter: { id: 4, name: "fsn1-dc14" }
  },
  {
    id: 2,
    name: "nbg1",
    description: "Nuremberg DC Park 1",
    country: "DE",
    city: "Nuremberg",
    latitude: 49.452102,
    longitude: 11.076665,
    network_zone: "eu-central",
    datacenter: { id: 2, name: "nbg1-dc3" }
  },
  {
    id: 3,
    name: "hel1",
    description: "Helsinki DC Park 1",
    country: "FI",
    city: "Helsinki",
    latitude: 60.169855,
    longitude: 24.938379,
    network_zone: "eu-central",
    datacenter: { id: 3, name: "hel1-dc2" }
  },
  {
    id: 4,
    name: "ash",
    description: "Ashburn, VA",
    country: "US",
    city: "Ashburn, VA",
    latitude: 39.045821,
    longitude: -77.487073,
    network_zone: "us-east",
    datacenter: { id: 5, name: "ash-dc1" }
  },
  {
    id: 5,
    name: "hil",
    description: "Hillsboro, OR",
    country: "US",
    city: "Hillsboro, OR",
    latitude: 45.54222,
    longitude: -122.95194,
    network_zone: "us-west",
    datacenter: { id: 6, name: "hil-dc1" }
  },
  {
    id: 6,
    name: "sin",
    description: "Singapore",
    country: "SG",
    city: "Singapore",
    latitude: 1.283333,
    longitude: 103.833333,
    network_zone: "ap-southeast",
    datacenter: { id: 7, name: "sin-dc1" }
  }
];
var EU = ["fsn1", "nbg1", "hel1"];
var EVERYWHERE = ["fsn1", "nbg1", "hel1", "ash", "hil", "sin"];
var LOCATION_PRICE_FACTORS = {
  fsn1: 1,
  nbg1: 1,
  hel1: 1,
  ash: 1.15,
  hil: 1.15,
  sin: 1.3
};
var shared = { cpuType: "shared", category: "Shared vCPU", includedTrafficTb: 20 };
var dedicated = {
  cpuType: "dedicated",
  category: "Dedicated vCPU",
  includedTrafficTb: 20
};
var x86 = { architecture: "x86" };
var arm = { architecture: "arm" };
var SERVER_TYPES = [
  // First generation Intel types: deprecated, no longer orderable.
  {
    id: 1,
    name: "cx11",
    cores: 1,
    memory: 2,
    disk: 20,
    ...shared,
    ...x86,
    monthlyNet: 3.29,
    locations: EU,
    deprecated: true
  },
  {
    id: 3,
    name: "cx21",
    cores: 2,
    memory: 4,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 5.18,
    locations: EU,
    deprecated: true
  },
  {
    id: 5,
    name: "cx31",
    cores: 2,
    memory: 8,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 9.2,
    locations: EU,
    deprecated: true
  },
  {
    id: 7,
    name: "cx41",
    cores: 4,
    memory: 16,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 16.9,
    locations: EU,
    deprecated: true
  },
  {
    id: 9,
    name: "cx51",
    cores: 8,
    memory: 32,
    disk: 240,
    ...shared,
    ...x86,
    monthlyNet: 32.4,
    locations: EU,
    deprecated: true
  },
  // Shared AMD, first generation.
  {
    id: 22,
    name: "cpx11",
    cores: 2,
    memory: 2,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 4.35,
    locations: EVERYWHERE
  },
  {
    id: 23,
    name: "cpx21",
    cores: 3,
    memory: 4,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 7.55,
    locations: EVERYWHERE
  },
  {
    id: 24,
    name: "cpx31",
    cores: 4,
    memory: 8,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 13.1,
    locations: EVERYWHERE
  },
  {
    id: 25,
    name: "cpx41",
    cores: 8,
    memory: 16,
    disk: 240,
    ...shared,
    ...x86,
    monthlyNet: 24.7,
    locations: EVERYWHERE
  },
  {
    id: 26,
    name: "cpx51",
    cores: 16,
    memory: 32,
    disk: 360,
    ...shared,
    ...x86,
    monthlyNet: 54.9,
    locations: EVERYWHERE
  },
  // Shared Ampere (arm64): Europe only.
  {
    id: 45,
    name: "cax11",
    cores: 2,
    memory: 4,
    disk: 40,
    ...shared,
    ...arm,
    monthlyNet: 3.79,
    locations: EU
  },
  {
    id: 93,
    name: "cax21",
    cores: 4,
    memory: 8,
    disk: 80,
    ...shared,
    ...arm,
    monthlyNet: 6.49,
    locations: EU
  },
  {
    id: 94,
    name: "cax31",
    cores: 8,
    memory: 16,
    disk: 160,
    ...shared,
    ...arm,
    monthlyNet: 12.49,
    locations: EU
  },
  {
    id: 95,
    name: "cax41",
    cores: 16,
    memory: 32,
    disk: 320,
    ...shared,
    ...arm,
    monthlyNet: 24.49,
    locations: EU
  },
  // Dedicated AMD.
  {
    id: 96,
    name: "ccx13",
    cores: 2,
    memory: 8,
    disk: 80,
    ...dedicated,
    ...x86,
    monthlyNet: 12.49,
    locations: EVERYWHERE
  },
  {
    id: 97,
    name: "ccx23",
    cores: 4,
    memory: 16,
    disk: 160,
    ...dedicated,
    ...x86,
    monthlyNet: 24.49,
    locations: EVERYWHERE
  },
  {
    id: 98,
    name: "ccx33",
    cores: 8,
    memory: 32,
    disk: 240,
    ...dedicated,
    ...x86,
    monthlyNet: 48.49,
    locations: EVERYWHERE
  },
  {
    id: 99,
    name: "ccx43",
    cores: 16,
    memory: 64,
    disk: 360,
    ...dedicated,
    ...x86,
    monthlyNet: 96.49,
    locations: EVERYWHERE
  },
  {
    id: 100,
    name: "ccx53",
    cores: 32,
    memory: 128,
    disk: 600,
    ...dedicated,
    ...x86,
    monthlyNet: 192.49,
    locations: EVERYWHERE
  },
  {
    id: 101,
    name: "ccx63",
    cores: 48,
    memory: 192,
    disk: 960,
    ...dedicated,
    ...x86,
    monthlyNet: 288.49,
    locations: EVERYWHERE
  },
  // Shared Intel, second generation: Europe only.
  {
    id: 104,
    name: "cx22",
    cores: 2,
    memory: 4,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 3.79,
    locations: EU
  },
  {
    id: 105,
    name: "cx32",
    cores: 4,
    memory: 8,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 6.8,
    locations: EU
  },
  {
    id: 106,
    name: "cx42",
    cores: 8,
    memory: 16,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 16.4,
    locations: EU
  },
  {
    id: 107,
    name: "cx52",
    cores: 16,
    memory: 32,
    disk: 320,
    ...shared,
    ...x86,
    monthlyNet: 32.4,
    locations: EU
  },
  // Shared AMD and Intel, the 2025 generation (prices are estimates).
  {
    id: 108,
    name: "cpx12",
    cores: 1,
    memory: 2,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 4.49,
    locations: EVERYWHERE
  },
  {
    id: 109,
    name: "cpx22",
    cores: 2,
    memory: 4,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 7.99,
    locations: EVERYWHERE
  },
  {
    id: 110,
    name: "cpx32",
    cores: 4,
    memory: 8,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 13.99,
    locations: EVERYWHERE
  },
  {
    id: 111,
    name: "cpx42",
    cores: 8,
    memory: 16,
    disk: 320,
    ...shared,
    ...x86,
    monthlyNet: 25.49,
    locations: EVERYWHERE
  },
  {
    id: 112,
    name: "cpx52",
    cores: 12,
    memory: 24,
    disk: 480,
    ...shared,
    ...x86,
    monthlyNet: 36.49,
    locations: EVERYWHERE
  },
  {
    id: 113,
    name: "cpx62",
    cores: 16,
    memory: 32,
    disk: 640,
    ...shared,
    ...x86,
    monthlyNet: 50.49,
    locations: EVERYWHERE
  },
  {
    id: 114,
    name: "cx23",
    cores: 2,
    memory: 4,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 2.99,
    locations: EU
  },
  {
    id: 115,
    name: "cx33",
    cores: 4,
    memory: 8,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 4.99,
    locations: EU
  },
  {
    id: 116,
    name: "cx43",
    cores: 8,
    memory: 16,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 8.99,
    locations: EU
  },
  {
    id: 117,
    name: "cx53",
    cores: 16,
    memory: 32,
    disk: 320,
    ...shared,
    ...x86,
    monthlyNet: 16.99,
    locations: EU
  }
];
var SERVER_TYPE_DEPRECATION = {
  announced: "2024-06-06T08:00:00+00:00",
  unavailable_after: "2024-09-06T00:00:00+00:00"
};
var LOAD_BALANCER_TYPES = [
  {
    id: 1,
    name: "lb11",
    maxConnections: 2e4,
    maxServices: 5,
    maxTargets: 25,
    maxAssignedCertificates: 10,
    monthlyNet: 5.39,
    locations: EVERYWHERE,
    includedTrafficTb: 20
  },
  {
    id: 2,
    name: "lb21",
    maxConnections: 4e4,
    maxServices: 15,
    maxTargets: 75,
    maxAssignedCertificates: 25,
    monthlyNet: 16.4,
    locations: EVERYWHERE,
    includedTrafficTb: 20
  },
  {
    id: 3,
    name: "lb31",
    maxConnections: 8e4,
    maxServices: 30,
    maxTargets: 150,
    maxAssignedCertificates: 50,
    monthlyNet: 32.9,
    locations: EVERYWHERE,
    includedTrafficTb: 20
  }
];
var IMAGES = [
  { id: 161547269, name: "ubuntu-24.04", flavor: "ubuntu", version: "24.04", architecture: "x86" },
  { id: 161547270, name: "ubuntu-24.04", flavor: "ubuntu", version: "24.04", architecture: "arm" },
  { id: 3, name: "ubuntu-22.04", flavor: "ubuntu", version: "22.04", architecture: "x86" },
  { id: 114690387, name: "debian-12", flavor: "debian", version: "12", architecture: "x86" },
  { id: 114690389, name: "debian-12", flavor: "debian", version: "12", architecture: "arm" },
  { id: 6, name: "fedora-41", flavor: "fedora", version: "41", architecture: "x86" },
  { id: 7, name: "rocky-9", flavor: "rocky", version: "9", architecture: "x86" },
  { id: 8, name: "alma-9", flavor: "alma", version: "9", architecture: "x86" },
  {
    id: 9,
    name: "centos-stream-8",
    flavor: "centos",
    version: "stream-8",
    architecture: "x86",
    deprecated: "2024-06-01T00:00:00Z"
  },
  {
    id: 10,
    name: "docker-ce",
    flavor: "ubuntu",
    version: "24.04",
    architecture: "x86",
    type: "app"
  },
  { id: 11, name: "ubuntu-22.04", flavor: "ubuntu", version: "22.04", architecture: "arm" },
  { id: 12, name: "fedora-41", flavor: "fedora", version: "41", architecture: "arm" },
  { id: 13, name: "rocky-9", flavor: "rocky", version: "9", architecture: "arm" },
  { id: 14, name: "alma-9", flavor: "alma", version: "9", architecture: "arm" },
  { id: 15, name: "debian-11", flavor: "debian", version: "11", architecture: "x86" },
  { id: 16, name: "debian-11", flavor: "debian", version: "11", architecture: "arm" },
  { id: 310554929, name: "debian-13", flavor: "debian", version: "13", architecture: "x86" },
  { id: 310554930, name: "debian-13", flavor: "debian", version: "13", architecture: "arm" },
  { id: 19, name: "centos-stream-9", flavor: "centos", version: "stream-9", architecture: "x86" },
  { id: 20, name: "centos-stream-9", flavor: "centos", version: "stream-9", architecture: "arm" },
  {
    id: 21,
    name: "ubuntu-20.04",
    flavor: "ubuntu",
    version: "20.04",
    architecture: "x86",
    deprecated: "2025-05-31T00:00:00Z"
  },
  {
    id: 22,
    name: "ubuntu-20.04",
    flavor: "ubuntu",
    version: "20.04",
    architecture: "arm",
    deprecated: "2025-05-31T00:00:00Z"
  }
];
var ISOS = [
  {
    id: 1,
    name: "virtio-win-0.1.266.iso",
    description: "virtio 0.1.266 drivers for Windows",
    architecture: "x86"
  },
  {
    id: 2,
    name: "FreeBSD-14.2-RELEASE-amd64-dvd1.iso",
    description: "FreeBSD 14.2 x64",
    architecture: "x86"
  },
  {
    id: 3,
    name: "FreeBSD-14.2-RELEASE-arm64-dvd1.iso",
    description: "FreeBSD 14.2 arm64",
    architecture: "arm"
  },
  {
    id: 4,
    name: "systemrescue-11.03.iso",
    description: "SystemRescue 11.03 (any architecture)",
    architecture: null
  },
  {
    id: 122898,
    name: "systemrescue-12.02-amd64.iso",
    description: "SystemRescue 12.02 x64",
    architecture: "x86"
  },
  {
    id: 5,
    name: "FreeBSD-13.3-RELEASE-amd64-dvd1.iso",
    description: "FreeBSD 13.3 x64",
    architecture: "x86",
    deprecated: true
  },
  {
    id: 6,
    name: "FreeBSD-14.3-RELEASE-amd64-dvd1.iso",
    description: "FreeBSD 14.3 x64",
    architecture: "x86"
  },
  {
    id: 7,
    name: "FreeBSD-14.3-RELEASE-arm64-dvd1.iso",
    description: "FreeBSD 14.3 arm64",
    architecture: "arm"
  },
  {
    id: 8,
    name: "nixos-minimal-25.05-x86_64-linux.iso",
    description: "NixOS 25.05 minimal x64",
    architecture: "x86"
  },
  {
    id: 9,
    name: "nixos-minimal-25.05-aarch64-linux.iso",
    description: "NixOS 25.05 minimal arm64",
    architecture: "arm"
  },
  {
    id: 10,
    name: "alpine-virt-3.22.0-x86_64.iso",
    description: "Alpine Linux 3.22 virt x64",
    architecture: "x86"
  },
  {
    id: 11,
    name: "alpine-virt-3.22.0-aarch64.iso",
    description: "Alpine Linux 3.22 virt arm64",
    architecture: "arm"
  }
];
var ISO_DEPRECATION = {
  announced: "2024-06-06T00:00:00Z",
  unavailable_after: "2099-09-06T00:00:00Z"
};
var IP_MONTHLY_NET = {
  primary: { ipv4: 0.5, ipv6: 0 },
  floating: { ipv4: 3, ipv6: 1 }
};
var PRICES_PER_GB_MONTH = { image: 0.011, volume: 0.044 };
var SERVER_BACKUP_PERCENTAGE = "20.00";
var PRICE_PER_TB_TRAFFIC = 1;
var CATALOG_ROWS = {
  locations: LOCATIONS,
  serverTypes: SERVER_TYPES,
  serverTypeDeprecation: SERVER_TYPE_DEPRECATION,
  loadBalancerTypes: LOAD_BALANCER_TYPES,
  images: IMAGES,
  isos: ISOS,
  isoDeprecation: ISO_DEPRECATION
};

// ../apps/emulator/dist/resources/kit/api-time.js
var lastSecond = Number.NaN;
var lastText = "";
function isoTime(ms) {
  const second = Math.floor(ms / 1e3);
  if (second !== lastSecond) {
    lastText = new Date(second * 1e3).toISOString().replace(/\.\d{3}Z$/, "Z");
    lastSecond = second;
  }
  return lastText;
}

// ../apps/emulator/dist/resources/catalog/deprecation.js
function serverTypeRowDeprecation(row, rows) {
  return row.deprecation ?? (row.deprecated === true ? rows.serverTypeDeprecation : void 0);
}
function isoRowDeprecation(row, rows) {
  return row.deprecation ?? (row.deprecated === true ? rows.isoDeprecation : void 0);
}
function isAnnounced(deprecation, nowMs) {
  return deprecation != null && nowMs >= Date.parse(deprecation.announced);
}
function isRetired(deprecation, nowMs) {
  return deprecation != null && nowMs > Date.parse(deprecation.unavailable_after);
}
function imageDeprecatedAt(deprecated, nowMs) {
  return deprecated !== void 0 && nowMs >= Date.parse(deprecated) ? deprecated : null;
}
var IMAGE_ORDERABLE_MONTHS = 3;
function imageUnavailableAfter(deprecated) {
  const date = new Date(deprecated);
  date.setUTCMonth(date.getUTCMonth() + IMAGE_ORDERABLE_MONTHS);
  return date.toISOString();
}
function imageDeprecation(deprecated, nowMs, unavailableAfter) {
  const announced = imageDeprecatedAt(deprecated, nowMs);
  return announced === null ? null : {
    announced,
    unavailable_after: isoTime(Date.parse(unavailableAfter ?? imageUnavailableAfter(announced)))
  };
}
function isImageRetired(deprecated, nowMs, unavailableAfter) {
  return deprecated !== null && nowMs > Date.parse(unavailableAfter ?? imageUnavailableAfter(deprecated));
}
function stateChanges(rows) {
  const instants = [];
  const add = (deprecation) => {
    if (!deprecation)
      return;
    instants.push(Date.parse(deprecation.announced), Date.parse(deprecation.unavailable_after) + 1);
  };
  for (const row of rows.serverTypes)
    add(serverTypeRowDeprecation(row, rows));
  for (const row of rows.loadBalancerTypes)
    add(row.deprecation);
  for (const row of rows.isos)
    add(isoRowDeprecation(row, rows));
  for (const row of rows.images)
    if (row.deprecated)
      instants.push(Date.parse(row.deprecated));
  return [...new Set(instants)].sort((a, b) => a - b);
}
function isServerTypeRetired(serverType, nowMs) {
  return serverType.locations.length > 0 && serverType.locations.every((entry) => isRetired(entry.deprecation, nowMs));
}

// ../apps/emulator/dist/resources/catalog/money.js
var VAT_RATE = 0.19;
var VAT_RATE_TEXT = "19.00";
var CURRENCY = "EUR";
var HOURS_PER_MONTH = 730;
function price(net, decimals = 4) {
  return { net: net.toFixed(decimals), gross: (net * (1 + VAT_RATE)).toFixed(decimals) };
}
function hourlyFromMonthly(monthlyNet) {
  return price(monthlyNet / HOURS_PER_MONTH, 4);
}

// ../apps/emulator/dist/resources/catalog/records.js
var CATALOG_CREATED = "2024-01-02T10:00:00Z";
var TB = 1024 ** 4;
function locationPrices(row) {
  return row.locations.map((location) => {
    const monthly = row.monthlyNet * (LOCATION_PRICE_FACTORS[location] ?? 1);
    return {
      location,
      price_hourly: hourlyFromMonthly(monthly),
      price_monthly: price(monthly),
      included_traffic: row.includedTrafficTb * TB,
      price_per_tb_traffic: price(PRICE_PER_TB_TRAFFIC)
    };
  });
}
function buildServerType(row, rows, locations, nowMs) {
  const own = serverTypeRowDeprecation(row, rows);
  const announced = isAnnounced(own, nowMs);
  const deprecation = announced ? own ?? null : null;
  const retired = isRetired(deprecation, nowMs);
  return {
    id: row.id,
    name: row.name,
    description: `${row.category} ${row.cores} cores, ${row.memory} GB RAM, ${row.disk} GB disk`,
    cores: row.cores,
    memory: row.memory,
    disk: row.disk,
    deprecated: announced,
    prices: locationPrices(row),
    storage_type: "local",
    cpu_type: row.cpuType,
    category: row.category,
    architecture: row.architecture,
    deprecation,
    locations: locations.filter((location) => row.locations.includes(location.name)).map((location) => ({
      id: location.id,
      name: location.name,
      deprecation,
      recommended: !announced && row.cpuType === "shared",
      available: !retired
    }))
  };
}
function buildLoadBalancerType(row, nowMs) {
  const deprecation = isAnnounced(row.deprecation, nowMs) ? row.deprecation ?? null : null;
  return {
    id: row.id,
    name: row.name,
    description: row.name.toUpperCase(),
    max_connections: row.maxConnections,
    max_services: row.maxServices,
    max_targets: row.maxTargets,
    max_assigned_certificates: row.maxAssignedCertificates,
    deprecated: deprecation?.announced ?? null,
    deprecation,
    prices: locationPrices(row)
  };
}
var FIRST_PROJECT_IMAGE_ID = 100;
function buildImage(row, nowMs) {
  return {
    id: row.id,
    type: row.type ?? "system",
    status: "available",
    name: row.name,
    description: `${row.name.replace(/-/g, " ")} (${row.architecture})`,
    image_size: null,
    disk_size: 5,
    created: CATALOG_CREATED,
    created_from: null,
    bound_to: null,
    os_flavor: row.flavor,
    os_version: row.version,
    rapid_deploy: row.type !== "app",
    protection: { delete: false },
    deprecated: imageDeprecatedAt(row.deprecated, nowMs),
    deprecation: imageDeprecation(row.deprecated, nowMs, row.unavailableAfter),
    deleted: null,
    labels: {},
    architecture: row.architecture
  };
}
function buildIso(row, rows, nowMs) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: "public",
    deprecation: isAnnounced(isoRowDeprecation(row, rows), nowMs) ? isoRowDeprecation(row, rows) ?? null : null,
    architecture: row.architecture
  };
}
function createCatalog(rows, nowMs) {
  const locations = rows.locations.map(({ datacenter: _datacenter, ...location }) => location);
  const serverTypes = rows.serverTypes.map((row) => buildServerType(row, rows, locations, nowMs));
  const loadBalancerTypes = rows.loadBalancerTypes.map((row) => buildLoadBalancerType(row, nowMs));
  const sold = {
    serverTypes: serverTypes.filter((type) => !isServerTypeRetired(type, nowMs)),
    loadBalancerTypes: loadBalancerTypes.filter((type) => !isRetired(type.deprecation, nowMs))
  };
  const datacenters = rows.locations.map((row) => {
    const location = locations.find((entry) => entry.id === row.id);
    const supported = serverTypes.filter((type) => type.locations.some((entry) => entry.id === location.id)).map((type) => type.id);
    const available = serverTypes.filter((type) => type.locations.some((entry) => entry.id === location.id && entry.available)).map((type) => type.id);
    return {
      id: row.datacenter.id,
      name: row.datacenter.name,
      description: `${location.city} ${location.name} virtual DC`,
      location,
      server_types: {
        supported,
        available,
        available_for_migration: available
      }
    };
  });
  const pricing = {
    currency: CURRENCY,
    vat_rate: VAT_RATE_TEXT,
    primary_ips: ["ipv4", "ipv6"].map((type) => ({
      type,
      prices: locations.map((location) => ({
        location: location.name,
        price_hourly: hourlyFromMonthly(IP_MONTHLY_NET.primary[type]),
        price_monthly: price(IP_MONTHLY_NET.primary[type])
      }))
    })),
    floating_ips: ["ipv4", "ipv6"].map((type) => ({
      type,
      prices: locations.map((location) => ({
        location: location.name,
        price_monthly: price(IP_MONTHLY_NET.floating[type])
      }))
    })),
    floating_ip: { price_monthly: price(IP_MONTHLY_NET.floating.ipv4) },
    image: { price_per_gb_month: price(PRICES_PER_GB_MONTH.image) },
    volume: { price_per_gb_month: price(PRICES_PER_GB_MONTH.volume) },
    server_backup: { percentage: SERVER_BACKUP_PERCENTAGE },
    server_types: sold.serverTypes.map((type) => ({
      id: type.id,
      name: type.name,
      prices: type.prices
    })),
    load_balancer_types: sold.loadBalancerTypes.map((type) => ({
      id: type.id,
      name: type.name,
      prices: type.prices
    }))
  };
  return {
    locations,
    datacenters,
    serverTypes,
    images: rows.images.map((row) => buildImage(row, nowMs)),
    isos: rows.isos.map((row) => buildIso(row, rows, nowMs)),
    loadBalancerTypes,
    pricing,
    imageUnavailableAfter: new Map(rows.images.flatMap((row) => row.unavailableAfter ? [[row.id, row.unavailableAfter]] : []))
  };
}
var CatalogTimeline = class {
  rows;
  prepare;
  changes;
  built = /* @__PURE__ */ new Map();
  constructor(rows = CATALOG_ROWS, prepare = () => {
  }) {
    this.rows = rows;
    this.prepare = prepare;
    this.changes = stateChanges(rows);
  }
  /** The rows it is built from now (the base rows with the rehearsals applied). */
  get currentRows() {
    return this.rows;
  }
  /** Builds from other rows from now on (a rehearsal added or removed): nothing built is kept. */
  replaceRows(rows) {
    this.rows = rows;
    this.changes = stateChanges(rows);
    this.built.clear();
  }
  at(nowMs) {
    let stretch = 0;
    while (stretch < this.changes.length && this.changes[stretch] <= nowMs) {
      stretch += 1;
    }
    let catalog = this.built.get(stretch);
    if (!catalog) {
      catalog = createCatalog(this.rows, nowMs);
      this.prepare(catalog);
      this.built.set(stretch, catalog);
    }
    return catalog;
  }
};

// ../apps/emulator/dist/resources/kit/index-names.js
var INDEX = {
  /** Unique per project (409 uniqueness_error), so creates and renames need no scan. */
  name: "name",
  /** SSH key fingerprint, unique per project. */
  fingerprint: "fingerprint",
  /**
   * Primary IPs by assignee; floating IPs, volumes and directly applied firewalls by server;
   * load balancers by their server targets.
   */
  server: "server",
  /** Firewalls and load balancers that have at least one label-selector target (key: `true`). */
  selectorTargets: "selector_targets",
  /** Servers and load balancers by the networks they are attached to. */
  network: "network",
  /** Servers by the placement group they are in. */
  placementGroup: "placement_group",
  /** Load balancers by the certificates their https services use (`used_by`, delete checks). */
  certificate: "certificate",
  /** Actions by the id of each resource they touch (any type: filter by type after). */
  resource: "resource"
};
function nameIndex(collection) {
  return {
    collection,
    name: INDEX.name,
    keys: (record) => {
      const name2 = record.name;
      return typeof name2 === "string" ? [name2] : [];
    }
  };
}
function recordIndex(collection, name2, keys) {
  return { collection, name: name2, keys: (record) => keys(record) };
}

// ../apps/emulator/dist/resources/kit/owned-records.js
function findOwned(context, collection, id) {
  const record = context.services.store.get(collection, id);
  return record && record.project === context.project ? record : void 0;
}
function requireOwned(context, collection, kind, id) {
  const record = findOwned(context, collection, id);
  if (!record)
    throw notFound(kind, id);
  return record;
}
function requireReferenced(context, collection, kind, id, field) {
  const record = findOwned(context, collection, id);
  if (!record)
    throw invalidField(field, `${kind} ${id} not found`);
  return record;
}
function ownedRecords(context, collection) {
  return context.services.store.listOwned(collection, context.project);
}
function lookupOwned(context, collection, index, key) {
  return context.services.store.lookup(collection, index, context.project, key);
}
function assertUniqueIn(context, collection, index, value, error, exceptId) {
  if (lookupOwned(context, collection, index, value).some((record) => record.id !== exceptId)) {
    throw error();
  }
}
function assertUniqueName(context, collection, kind, name2, exceptId) {
  assertUniqueIn(context, collection, INDEX.name, name2, () => uniquenessError("name", kind), exceptId);
}

// ../apps/emulator/dist/resources/actions/views.js
function viewAction(context, action) {
  return context.services.actions.view(action, context.nowMs);
}
function actionField(context) {
  return (action, field) => {
    const endMs = action.startedMs + action.durationMs;
    const done = action.settled || context.nowMs >= endMs;
    switch (field) {
      case "status":
        return actionStatus(action, done);
      case "started":
        return action.startedMs;
      case "finished":
        return done ? endMs : null;
      default:
        return action[field];
    }
  };
}

// ../apps/emulator/dist/resources/actions/handlers.js
var actionHandlers = {
  get_actions: (context) => {
    const ids = Array.isArray(context.query.id) ? context.query.id : [];
    const actions = [...new Set(ids.map(Number))].sort((a, b) => a - b).flatMap((id) => findOwned(context, ACTIONS, id) ?? []).map((action) => viewAction(context, action));
    return { status: 200, body: { actions } };
  },
  get_action: (context) => {
    const id = context.params.id;
    const action = findOwned(context, ACTIONS, id);
    if (!action)
      throw notFound("action", id);
    return { status: 200, body: { action: viewAction(context, action) } };
  }
};

// ../apps/emulator/dist/resources/actions/indexes.js
var actionIndexes = [
  recordIndex(ACTIONS, INDEX.resource, (action) => action.resources.map((resource) => resource.id))
];
function actionsTouching(context, type, id) {
  if (id === void 0) {
    return ownedRecords(context, ACTIONS).filter((action) => action.resources.some((resource) => resource.type === type));
  }
  return lookupOwned(context, ACTIONS, INDEX.resource, id).filter((action) => action.resources.some((resource) => resource.type === type && resource.id === id));
}

// ../apps/emulator/dist/resources/kit/label-selector.js
var KEY_PATTERN = /^([A-Za-z0-9]([A-Za-z0-9._-]{0,253}[A-Za-z0-9])?\/)?[A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$/;
var VALUE_PATTERN = /^([A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?)?$/;
var LabelSelectorError = class extends Error {
};
var Scanner = class {
  text;
  position = 0;
  constructor(text) {
    this.text = text;
  }
  skipSpaces() {
    while (this.position < this.text.length && /\s/.test(this.text[this.position] ?? "")) {
      this.position += 1;
    }
  }
  atEnd() {
    this.skipSpaces();
    return this.position >= this.text.length;
  }
  peek() {
    return this.text[this.position] ?? "";
  }
  /** A run of characters that can be part of a key or value. */
  word() {
    this.skipSpaces();
    const start = this.position;
    while (this.position < this.text.length && /[A-Za-z0-9._/-]/.test(this.peek())) {
      this.position += 1;
    }
    return this.text.slice(start, this.position);
  }
  fail(problem) {
    throw new LabelSelectorError(`${problem} at position ${this.position + 1}`);
  }
};
function checkKey(scanner, key) {
  if (key === "")
    scanner.fail("expected a label key");
  if (!KEY_PATTERN.test(key))
    scanner.fail(`'${key}' is not a valid label key`);
  return key;
}
function checkValue(scanner, value) {
  if (!VALUE_PATTERN.test(value))
    scanner.fail(`'${value}' is not a valid label value`);
  return value;
}
function parseValueList(scanner) {
  scanner.skipSpaces();
  if (scanner.peek() !== "(")
    scanner.fail("expected '(' after in/notin");
  scanner.position += 1;
  const values = [];
  for (; ; ) {
    const value = scanner.word();
    if (value === "")
      scanner.fail("expected a value in the list");
    values.push(checkValue(scanner, value));
    scanner.skipSpaces();
    const next = scanner.peek();
    scanner.position += 1;
    if (next === ")")
      return values;
    if (next !== ",")
      scanner.fail("expected ',' or ')' in the value list");
  }
}
function parseTerm(scanner) {
  scanner.skipSpaces();
  if (scanner.peek() === "!") {
    scanner.position += 1;
    return { op: "absent", key: checkKey(scanner, scanner.word()) };
  }
  const key = checkKey(scanner, scanner.word());
  const beforeOperator = scanner.position;
  scanner.skipSpaces();
  const rest = scanner.text.slice(scanner.position);
  if (rest.startsWith("==") || rest.startsWith("!=") || rest.startsWith("=")) {
    const operator = rest.startsWith("==") ? "==" : rest.startsWith("!=") ? "!=" : "=";
    scanner.position += operator.length;
    const value = checkValue(scanner, scanner.word());
    return operator === "!=" ? { op: "neq", key, value } : { op: "eq", key, value };
  }
  const hadSpace = scanner.position > beforeOperator;
  const keyword = /^(notin|in)(?=[\s(])/.exec(rest)?.[1];
  if (keyword && hadSpace) {
    scanner.position += keyword.length;
    const values = parseValueList(scanner);
    return keyword === "in" ? { op: "in", key, values } : { op: "notin", key, values };
  }
  return { op: "exists", key };
}
function parseLabelSelector(text) {
  const scanner = new Scanner(text);
  if (scanner.atEnd())
    scanner.fail("the selector is empty");
  const requirements = [];
  for (; ; ) {
    requirements.push(parseTerm(scanner));
    if (scanner.atEnd())
      return requirements;
    if (scanner.peek() !== ",")
      scanner.fail(`unexpected '${scanner.peek()}'`);
    scanner.position += 1;
    if (scanner.atEnd())
      scanner.fail("expected a term after ','");
  }
}
function matchesLabels(labels, requirements) {
  for (const requirement of requirements) {
    const has = Object.hasOwn(labels, requirement.key);
    const value = labels[requirement.key];
    switch (requirement.op) {
      case "exists":
        if (!has)
          return false;
        break;
      case "absent":
        if (has)
          return false;
        break;
      case "eq":
        if (!has || value !== requirement.value)
          return false;
        break;
      case "neq":
        if (!has || value === requirement.value)
          return false;
        break;
      case "in":
        if (!has || !requirement.values.includes(value ?? ""))
          return false;
        break;
      case "notin":
        if (!has || requirement.values.includes(value ?? ""))
          return false;
        break;
    }
  }
  return true;
}
var parsedSelectors = /* @__PURE__ */ new Map();
var PARSED_SELECTORS_LIMIT = 1e3;
function parseCached(text) {
  let requirements = parsedSelectors.get(text);
  if (!requirements) {
    requirements = parseLabelSelector(text);
    if (parsedSelectors.size >= PARSED_SELECTORS_LIMIT)
      parsedSelectors.clear();
    parsedSelectors.set(text, requirements);
  }
  return requirements;
}
function labelSelectorOrError(text, field = "label_selector") {
  try {
    return parseCached(text);
  } catch (error) {
    if (!(error instanceof LabelSelectorError))
      throw error;
    throw new ApiError(422, "invalid_input", `invalid label selector: ${error.message}`, {
      fields: [{ name: field, messages: [error.message] }]
    });
  }
}

// ../apps/emulator/dist/resources/kit/pagination.js
var DEFAULT_PER_PAGE = 25;
function paginate(items, page = 1, perPage = DEFAULT_PER_PAGE, total = items.length) {
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    pagination: paginationOf(page, perPage, total)
  };
}
function paginationOf(page, perPage, total) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    page,
    per_page: perPage,
    previous_page: page > 1 ? Math.min(page - 1, lastPage) : null,
    next_page: page < lastPage ? page + 1 : null,
    last_page: lastPage,
    total_entries: total
  };
}
var MAX_LINK_HEADER_LENGTH = 4096;
function linkHeader(baseUrl, query, pagination, parameters) {
  const kept = new URLSearchParams();
  for (const [name2, value] of query) {
    if (parameters.has(name2))
      kept.append(name2, value);
  }
  const link = (page, rel) => {
    const params = new URLSearchParams(kept);
    params.set("page", String(page));
    params.set("per_page", String(pagination.per_page));
    return `<${baseUrl}?${params.toString()}>; rel="${rel}"`;
  };
  const parts = [];
  if (pagination.previous_page !== null)
    parts.push(link(pagination.previous_page, "prev"));
  if (pagination.next_page !== null)
    parts.push(link(pagination.next_page, "next"));
  parts.push(link(pagination.last_page, "last"));
  const full = parts.join(", ");
  if (full.length <= MAX_LINK_HEADER_LENGTH)
    return full;
  const next = pagination.next_page === null ? void 0 : link(pagination.next_page, "next");
  return next !== void 0 && next.length <= MAX_LINK_HEADER_LENGTH ? next : void 0;
}

// ../apps/emulator/dist/resources/kit/sort.js
function parseSort(values, allowed) {
  return values.map((value) => {
    const [field = "", direction = "asc", extra] = value.split(":");
    if (extra !== void 0 || direction !== "asc" && direction !== "desc") {
      throw invalidField("sort", `'${value}' is not 'field', 'field:asc' or 'field:desc'`);
    }
    if (!allowed.includes(field)) {
      throw invalidField("sort", `cannot sort by '${field}'; allowed: ${allowed.join(", ")}`);
    }
    return { field, descending: direction === "desc" };
  });
}
function ownField(item, field) {
  return item[field];
}
function compareValues(a, b) {
  if (typeof a === "number" && typeof b === "number")
    return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
function rowComparator(keys) {
  return (left, right) => {
    for (let index = 0; index < keys.length; index += 1) {
      const a = left.values[index];
      const b = right.values[index];
      if (a === b)
        continue;
      if (a === null || a === void 0)
        return 1;
      if (b === null || b === void 0)
        return -1;
      const order = compareValues(a, b);
      if (order !== 0)
        return keys[index].descending ? -order : order;
    }
    return left.id - right.id;
  };
}
function firstRows(rows, limit, compare) {
  const heap = [];
  const swap = (a, b) => {
    const held = heap[a];
    heap[a] = heap[b];
    heap[b] = held;
  };
  const siftDown = (start) => {
    let parent = start;
    for (; ; ) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let largest = parent;
      if (left < heap.length && compare(heap[left], heap[largest]) > 0)
        largest = left;
      if (right < heap.length && compare(heap[right], heap[largest]) > 0)
        largest = right;
      if (largest === parent)
        return;
      swap(parent, largest);
      parent = largest;
    }
  };
  for (const row of rows) {
    if (heap.length < limit) {
      heap.push(row);
      let child = heap.length - 1;
      while (child > 0) {
        const parent = child - 1 >> 1;
        if (compare(heap[child], heap[parent]) <= 0)
          break;
        swap(child, parent);
        child = parent;
      }
    } else if (compare(row, heap[0]) < 0) {
      heap[0] = row;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
function sortItems(items, keys, read = ownField, limit = Number.POSITIVE_INFINITY) {
  if (keys.length <= 1 && limit * 4 < items.length) {
    return firstByOneKey(items, keys[0], read, limit);
  }
  const rows = items.map((item) => ({
    item,
    id: item.id,
    values: keys.map((key) => read(item, key.field))
  }));
  const compare = rowComparator(keys);
  const ordered = limit * 4 < rows.length ? firstRows(rows, limit, compare) : rows.sort(compare);
  return (ordered.length > limit ? ordered.slice(0, limit) : ordered).map((row) => row.item);
}
function firstByOneKey(items, key, read, limit) {
  const field = key?.field;
  const descending = key?.descending === true;
  const keptItems = [];
  const keptValues = [];
  const compare = (a, aId, b, bId) => {
    if (a !== b) {
      if (a === null || a === void 0)
        return 1;
      if (b === null || b === void 0)
        return -1;
      let order;
      if (typeof a === "number" && typeof b === "number")
        order = a - b;
      else {
        const left = typeof a === "string" ? a : String(a);
        const right = typeof b === "string" ? b : String(b);
        order = left < right ? -1 : left > right ? 1 : 0;
      }
      if (order !== 0)
        return descending ? -order : order;
    }
    return aId - bId;
  };
  const step = descending ? -1 : 1;
  for (let index = descending ? items.length - 1 : 0; index >= 0 && index < items.length; index += step) {
    const item = items[index];
    const value = field === void 0 ? item.id : read(item, field);
    const count = keptItems.length;
    if (count === limit && compare(value, item.id, keptValues[count - 1], keptItems[count - 1].id) >= 0) {
      continue;
    }
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = low + high >>> 1;
      if (compare(keptValues[middle], keptItems[middle].id, value, item.id) < 0) {
        low = middle + 1;
      } else
        high = middle;
    }
    keptItems.splice(low, 0, item);
    keptValues.splice(low, 0, value);
    if (keptItems.length > limit) {
      keptItems.pop();
      keptValues.pop();
    }
  }
  return keptItems;
}

// ../apps/emulator/dist/resources/kit/list-response.js
function listResponse(context, key, source, options) {
  const query = context.query;
  const read = options.read ?? ownField;
  const requirements = typeof query.label_selector === "string" ? labelSelectorOrError(query.label_selector) : void 0;
  const sortValues = Array.isArray(query.sort) ? query.sort.map(String) : [];
  const keys = parseSort(sortValues, context.operation.sortFields ?? ["id"]);
  const page = typeof query.page === "number" ? query.page : 1;
  const perPage = typeof query.per_page === "number" ? query.per_page : 25;
  let result;
  let all;
  if (Array.isArray(source))
    all = source;
  else {
    const indexed = source;
    const filters = Object.entries(indexed.filters ?? {}).flatMap(([field, values]) => Array.isArray(values) && values.length > 0 ? [{ field, values }] : []);
    const store = context.services.store;
    if (typeof query.name === "string") {
      all = store.lookup(indexed.collection, INDEX.name, context.project, query.name);
    } else {
      const found = store.listPage(indexed.collection, context.project, {
        labels: requirements ?? [],
        filters,
        sort: keys,
        offset: (page - 1) * perPage,
        limit: perPage
      });
      if (found)
        result = { items: found.records, pagination: paginationOf(page, perPage, found.total) };
      all = found ? [] : store.listOwned(indexed.collection, context.project);
    }
    for (const filter of filters) {
      all = filterByValues(all, filter.values, (item) => read(item, filter.field));
    }
  }
  if (!result) {
    let items = all;
    if (typeof query.name === "string") {
      const name2 = query.name;
      items = items.filter((item) => read(item, "name") === name2);
    }
    if (requirements)
      items = items.filter((item) => matchesLabels(item.labels ?? {}, requirements));
    const ordered = sortItems(items, keys, read, page * perPage);
    result = paginate(ordered, page, perPage, items.length);
  }
  const link = linkHeader(context.absoluteUrl, context.rawQuery, result.pagination, queryParameterNames(context));
  return {
    status: 200,
    body: {
      [key]: result.items.map((item) => options.view(item)),
      meta: { pagination: result.pagination }
    },
    headers: link === void 0 ? {} : { Link: link }
  };
}
function queryParameterNames(context) {
  return new Set(context.operation.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name));
}
function filterByValues(items, values, read) {
  if (!Array.isArray(values) || values.length === 0)
    return items;
  return items.filter((item) => values.includes(read(item)));
}
function asIs(item) {
  return item;
}

// ../apps/emulator/dist/resources/kit/id-or-name.js
function readIdOrName(value) {
  if (typeof value === "number")
    return { id: value };
  return /^\d+$/.test(value) ? { id: Number(value) } : { name: value };
}
function readId(value) {
  return typeof value === "number" ? value : Number(value);
}
function idOrName(items, value) {
  const reference = readIdOrName(value);
  if ("id" in reference)
    return items.find((item) => item.id === reference.id);
  return items.find((item) => item.name === reference.name);
}

// ../apps/emulator/dist/resources/catalog/lookups.js
function catalogOf(context) {
  return context.services.catalog.at(context.nowMs);
}
function byId(entries, id, what) {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry)
    throw new Error(`catalog has no ${what} ${id}`);
  return entry;
}
function byIdOrName(entries, value, field, what) {
  const entry = idOrName(entries, value);
  if (!entry)
    throw invalidField(field, `${what} '${value}' not found`);
  return entry;
}
function locationById(context, id) {
  return byId(catalogOf(context).locations, id, "location");
}
function serverTypeById(context, id) {
  return byId(catalogOf(context).serverTypes, id, "server type");
}
function loadBalancerTypeById(context, id) {
  return byId(catalogOf(context).loadBalancerTypes, id, "load balancer type");
}
function resolveLocation(context, value, field) {
  return byIdOrName(catalogOf(context).locations, value, field, "location");
}
function resolveServerType(context, value, field) {
  return byIdOrName(catalogOf(context).serverTypes, value, field, "server type");
}
function resolveLoadBalancerType(context, value, field) {
  return byIdOrName(catalogOf(context).loadBalancerTypes, value, field, "load balancer type");
}
function refuseRemovedDatacenter(context, body) {
  if (!("datacenter" in body))
    return;
  const sent = body.datacenter;
  const datacenter = typeof sent === "string" || typeof sent === "number" ? idOrName(catalogOf(context).datacenters, sent) : void 0;
  const instead = datacenter ? `send "location": "${datacenter.location.name}" instead (the location of ${datacenter.name})` : "send location instead (the part of the datacenter's name before '-', e.g. fsn1 for fsn1-dc14)";
  const reason = `was removed on 2026-07-01; ${instead}`;
  throw new ApiError(422, "invalid_input", `invalid input in field 'datacenter': it ${reason}`, {
    fields: [{ name: "datacenter", messages: [reason] }]
  });
}
function assertLoadBalancerTypeOrderable(context, type) {
  if (isRetired(type.deprecation, context.nowMs)) {
    throw new ApiError(422, "invalid_load_balancer_type", `load balancer type ${type.name} is deprecated and no longer available since ${type.deprecation?.unavailable_after}`);
  }
}
function assertImageOrderable(context, image, field) {
  const unavailableAfter = catalogOf(context).imageUnavailableAfter.get(image.id);
  if (isImageRetired(image.deprecated, context.nowMs, unavailableAfter)) {
    throw invalidField(field, `image '${image.name ?? image.id}' is deprecated since ${image.deprecated} and no longer available for new servers`);
  }
}

// ../apps/emulator/dist/resources/catalog/handlers.js
function byId2(items, context, kind) {
  const id = context.params.id;
  const item = items.find((entry) => entry.id === id);
  if (!item)
    throw notFound(kind, id);
  return item;
}
var catalogHandlers = {
  list_locations: (context) => listResponse(context, "locations", catalogOf(context).locations, { view: asIs }),
  get_location: (context) => ({
    status: 200,
    body: {
      location: byId2(catalogOf(context).locations, context, "location")
    }
  }),
  list_datacenters: (context) => {
    const { datacenters } = catalogOf(context);
    const response = listResponse(context, "datacenters", datacenters, { view: asIs });
    const body = {
      ...response.body,
      // Deprecated: the first datacenter that offers every server type.
      recommendation: datacenters[0]?.id ?? 1
    };
    return { ...response, body };
  },
  get_datacenter: (context) => ({
    status: 200,
    body: {
      datacenter: byId2(catalogOf(context).datacenters, context, "datacenter")
    }
  }),
  list_server_types: (context) => listResponse(context, "server_types", catalogOf(context).serverTypes.filter((type) => !isServerTypeRetired(type, context.nowMs)), { view: asIs }),
  get_server_type: (context) => ({
    status: 200,
    body: {
      server_type: byId2(catalogOf(context).serverTypes, context, "server_type")
    }
  }),
  list_isos: (context) => {
    const { architecture, include_architecture_wildcard: wildcard } = context.query;
    let isos = catalogOf(context).isos.filter((iso) => !isRetired(iso.deprecation, context.nowMs));
    if (typeof architecture === "string") {
      isos = isos.filter((iso) => iso.architecture === architecture || wildcard === true && iso.architecture === null);
    }
    return listResponse(context, "isos", isos, { view: asIs });
  },
  get_iso: (context) => ({
    status: 200,
    body: {
      iso: byId2(catalogOf(context).isos, context, "iso")
    }
  }),
  list_load_balancer_types: (context) => listResponse(context, "load_balancer_types", catalogOf(context).loadBalancerTypes.filter((type) => !isRetired(type.deprecation, context.nowMs)), { view: asIs }),
  get_load_balancer_type: (context) => ({
    status: 200,
    body: {
      load_balancer_type: byId2(catalogOf(context).loadBalancerTypes, context, "load_balancer_type")
    }
  }),
  get_pricing: (context) => ({
    status: 200,
    body: { pricing: catalogOf(context).pricing }
  })
};

// ../apps/emulator/dist/resources/catalog/indexes.js
var catalogIndexes = [];

// ../apps/emulator/dist/resources/kit/action-listings.js
function findActionTouching(context, actionId, type, id) {
  const action = findOwned(context, ACTIONS, actionId);
  const touches = action?.resources.some((resource) => resource.type === type && (id === void 0 || resource.id === id));
  return touches ? action : void 0;
}
function listActions(context, actions) {
  const read = actionField(context);
  let matching = filterByValues(actions, context.query.id, (action) => action.id);
  matching = filterByValues(matching, context.query.status, (action) => read(action, "status"));
  return listResponse(context, "actions", matching, {
    view: (action) => viewAction(context, action),
    read
  });
}
function actionListingHandlers(kind, resourceIdFromPath) {
  const type = kind.type;
  const listings = {
    [`list_${kind.collection}_actions`]: (context) => listActions(context, actionsTouching(context, type)),
    [`get_${kind.collection}_action`]: (context) => {
      const id = context.params.id;
      const action = findActionTouching(context, id, type);
      if (!action)
        throw notFound("action", id);
      return { status: 200, body: { action: viewAction(context, action) } };
    },
    [`list_${type}_actions`]: (context) => {
      const id = resourceIdFromPath(context);
      return listActions(context, actionsTouching(context, type, id));
    },
    [`get_${type}_action`]: (context) => {
      const id = resourceIdFromPath(context);
      const actionId = context.params.action_id;
      const action = findActionTouching(context, actionId, type, id);
      if (!action)
        throw notFound("action", actionId);
      return { status: 200, body: { action: viewAction(context, action) } };
    }
  };
  return listings;
}
function byPathId(kind) {
  return (context) => kind.find(context).id;
}

// ../apps/emulator/dist/resources/kit/collections.js
var COLLECTIONS = {
  servers: "servers",
  primaryIps: "primary_ips",
  floatingIps: "floating_ips",
  networks: "networks",
  firewalls: "firewalls",
  sshKeys: "ssh_keys",
  images: "images",
  placementGroups: "placement_groups",
  volumes: "volumes",
  loadBalancers: "load_balancers",
  certificates: "certificates",
  zones: "zones"
};

// ../apps/emulator/dist/resources/kit/named-record-handlers.js
function getHandler(kind) {
  return (context) => ({
    status: 200,
    body: { [kind.type]: kind.view(context, kind.find(context)) }
  });
}
function updateHandler(kind, applyOther = () => {
}) {
  return (context) => {
    const record = kind.find(context);
    const body = context.body;
    applyNameAndLabels(context, kind.collection, kind.label, record, body);
    applyOther(record, body);
    context.services.store.put(kind.collection, record);
    return { status: 200, body: { [kind.type]: kind.view(context, record) } };
  };
}
function applyNameAndLabels(context, collection, kind, record, body) {
  if (typeof body.name === "string" && body.name !== record.name) {
    assertUniqueName(context, collection, kind, body.name, record.id);
    record.name = body.name;
  }
  if (body.labels)
    record.labels = { ...body.labels };
}

// ../apps/emulator/dist/resources/kit/record-actions.js
function assertNotLocked(context, type, id) {
  if (context.services.actions.isLocked(type, id))
    throw lockedError(type, id);
}
function startAction(context, command, resources, effects = []) {
  return context.services.actions.start(context.project, command, resources, effects, context.nowMs);
}
function actionCreated(context, action) {
  return { status: 201, body: { action: viewAction(context, action) } };
}
function saveWithAction(context, collection, type, record, command) {
  context.services.store.put(collection, record);
  return actionCreated(context, startAction(context, command, [{ id: record.id, type }]));
}

// ../apps/emulator/dist/resources/kit/resource-kind.js
function ownedKind(collection, type, label) {
  function find6(context, id) {
    return requireOwned(context, collection, type, id ?? context.params?.id ?? Number.NaN);
  }
  return { collection, type, label, find: find6 };
}

// ../apps/emulator/dist/resources/kit/unsupported-error.js
function unsupported(message) {
  return new ApiError(422, "unsupported_error", message);
}

// ../apps/emulator/dist/resources/certificates/issuance.js
import { X509Certificate as X509Certificate2 } from "node:crypto";

// ../apps/emulator/dist/resources/certificates/pem.js
import { createPrivateKey, KeyObject, X509Certificate } from "node:crypto";
var PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;
function dnsNames(certificate) {
  const names = [];
  for (const entry of (certificate.subjectAltName ?? "").split(", ")) {
    if (entry.startsWith("DNS:"))
      names.push(entry.slice(4));
  }
  return names;
}
function commonName(certificate) {
  const line = certificate.subject.split("\n").find((entry) => entry.startsWith("CN="));
  return line?.slice(3);
}
function factsOf(certificates) {
  const leaf = certificates[0];
  if (!leaf)
    throw new Error("factsOf needs at least one certificate");
  const cn = commonName(leaf);
  const domainNames = [.../* @__PURE__ */ new Set([...dnsNames(leaf), ...cn ? [cn] : []])];
  return {
    pem: certificates.map((certificate) => certificate.toString().trim()).join("\n"),
    notValidBefore: isoTime(Date.parse(leaf.validFrom)),
    notValidAfter: isoTime(Date.parse(leaf.validTo)),
    domainNames,
    fingerprint: leaf.fingerprint256.toLowerCase()
  };
}
function issuedBy(subject, issuer) {
  try {
    return subject.checkIssued(issuer) && subject.verify(issuer.publicKey);
  } catch {
    return false;
  }
}
function parseChain(text) {
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) {
    return {
      name: "certificate",
      messages: ["is not a PEM certificate (BEGIN CERTIFICATE block)"]
    };
  }
  const certificates = [];
  for (const [index, block] of blocks.entries()) {
    try {
      certificates.push(new X509Certificate(block));
    } catch {
      return {
        name: "certificate",
        messages: [`entry ${index + 1} of the PEM is not a valid X.509 certificate`]
      };
    }
  }
  for (let index = 0; index + 1 < certificates.length; index += 1) {
    const subject = certificates[index];
    const issuer = certificates[index + 1];
    if (!issuedBy(subject, issuer)) {
      return {
        name: "certificate",
        messages: [
          `entry ${index + 1} of the chain is not certified by entry ${index + 2}: the chain starts with the certificate and each entry is followed by its issuer`
        ]
      };
    }
  }
  return certificates;
}
function parsePrivateKey(text) {
  try {
    return createPrivateKey({ key: text, format: "pem" });
  } catch {
    return {
      name: "private_key",
      messages: ["is not an unencrypted PEM private key"]
    };
  }
}
function keyMatches(certificate, key) {
  try {
    return certificate.checkPrivateKey(key);
  } catch {
    return false;
  }
}
function readUploaded(certificate, privateKey) {
  const problems = [];
  const required = "is required for uploaded certificates";
  const chain = certificate === void 0 ? { name: "certificate", messages: [required] } : parseChain(certificate);
  const key = privateKey === void 0 ? { name: "private_key", messages: [required] } : parsePrivateKey(privateKey);
  if (!Array.isArray(chain))
    problems.push(chain);
  if (!(key instanceof KeyObject))
    problems.push(key);
  const leaf = Array.isArray(chain) ? chain[0] : void 0;
  if (leaf && key instanceof KeyObject && !keyMatches(leaf, key)) {
    problems.push({ name: "private_key", messages: ["does not belong to the certificate"] });
  }
  if (problems.length > 0)
    throw invalidInput(problems);
  return factsOf(chain);
}

// ../apps/emulator/dist/resources/certificates/self-signed.js
import { generateKeyPairSync, randomBytes as randomBytes9, sign } from "node:crypto";
function derLength(length) {
  if (length < 128)
    return Buffer.from([length]);
  const bytes = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256))
    bytes.unshift(rest % 256);
  return Buffer.from([128 | bytes.length, ...bytes]);
}
function tlv(tag, ...content) {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}
var sequence = (...items) => tlv(48, ...items);
var set = (...items) => tlv(49, ...items);
var octetString = (content) => tlv(4, content);
var utf8String = (text) => tlv(12, Buffer.from(text, "utf8"));
var TRUE = Buffer.from([1, 1, 255]);
function oid(dotted) {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 127];
    for (let value = arc >>> 7; value > 0; value >>>= 7)
      chunk.unshift(value & 127 | 128);
    bytes.push(...chunk);
  }
  return tlv(6, Buffer.from(bytes));
}
function unsignedInteger(bytes) {
  const first = bytes[0] ?? 0;
  return tlv(2, first & 128 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}
function time(ms) {
  const iso = new Date(ms).toISOString();
  const digits = iso.slice(0, 19).replace(/[-T:]/g, "");
  const year = Number(iso.slice(0, 4));
  return year < 2050 ? tlv(23, Buffer.from(`${digits.slice(2)}Z`, "ascii")) : tlv(24, Buffer.from(`${digits}Z`, "ascii"));
}
function name(commonName2, organization) {
  const attributes = [set(sequence(oid("2.5.4.10"), utf8String(organization)))];
  if (commonName2 !== void 0 && commonName2.length <= 64) {
    attributes.push(set(sequence(oid("2.5.4.3"), utf8String(commonName2))));
  }
  return sequence(...attributes);
}
function extension(id, critical, value) {
  return critical ? sequence(oid(id), TRUE, octetString(value)) : sequence(oid(id), octetString(value));
}
var ECDSA_WITH_SHA256 = sequence(oid("1.2.840.10045.4.3.2"));
var ISSUER_ORGANIZATION = "Cloud API emulator (self-signed, not trusted)";
function selfSignedCertificate(domainNames, notBeforeMs, notAfterMs) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const serial = randomBytes9(16);
  serial[0] = (serial[0] ?? 0) & 127 || 1;
  const subject = name(domainNames[0], ISSUER_ORGANIZATION);
  const subjectAltNames = sequence(...domainNames.map((domain) => tlv(130, Buffer.from(domain, "ascii"))));
  const extensions = sequence(
    extension("2.5.29.19", true, sequence()),
    // basicConstraints: not a CA
    extension("2.5.29.15", true, tlv(3, Buffer.from([7, 128]))),
    // keyUsage: digitalSignature
    extension("2.5.29.37", false, sequence(oid("1.3.6.1.5.5.7.3.1"))),
    // extKeyUsage: serverAuth
    extension("2.5.29.17", false, subjectAltNames)
  );
  const tbs = sequence(
    tlv(160, tlv(2, Buffer.from([2]))),
    // version 3
    unsignedInteger(serial),
    ECDSA_WITH_SHA256,
    subject,
    // issuer: self-signed
    sequence(time(notBeforeMs), time(notAfterMs)),
    subject,
    publicKey.export({ type: "spki", format: "der" }),
    tlv(163, extensions)
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = sequence(tbs, ECDSA_WITH_SHA256, tlv(3, Buffer.concat([Buffer.from([0]), signature])));
  const base64 = der.toString("base64").match(/.{1,64}/g)?.join("\n") ?? "";
  return { pem: `-----BEGIN CERTIFICATE-----
${base64}
-----END CERTIFICATE-----
` };
}

// ../apps/emulator/dist/resources/certificates/issuance.js
var VALIDITY_MS = 90 * 24 * 3600 * 1e3;
function zoneOf(context, domain) {
  const labels = domain.replace(/^\*\./, "").replace(/\.$/, "").split(".");
  for (let start = 0; start < labels.length; start += 1) {
    const candidate = labels.slice(start).join(".");
    const zone = lookupOwned(context, COLLECTIONS.zones, INDEX.name, candidate)[0] ?? lookupOwned(context, COLLECTIONS.zones, INDEX.name, `${candidate}.`)[0];
    if (zone)
      return zone;
  }
  return void 0;
}
function issuanceProblem(context, domainNames) {
  for (const domain of domainNames) {
    const zone = zoneOf(context, domain);
    if (!zone) {
      return {
        code: "dns_zone_not_found",
        message: `no DNS zone of the project covers ${domain}`
      };
    }
    if (zone.mode === "secondary") {
      return {
        code: "dns_zone_is_secondary_zone",
        message: `the zone ${zone.name} of ${domain} is a secondary zone`
      };
    }
  }
  return void 0;
}
function startIssuance(context, record, command) {
  const problem = issuanceProblem(context, record.domainNames);
  let patch;
  if (problem) {
    const renewing = record.status?.renewal === "pending";
    patch = {
      status: renewing ? { issuance: "completed", renewal: "failed", error: problem } : { issuance: "failed", renewal: "unavailable", error: problem }
    };
  } else {
    const issuedMs = Math.floor((context.nowMs + context.services.actions.durationOf(command)) / 1e3) * 1e3;
    const { pem } = selfSignedCertificate(record.domainNames, issuedMs, issuedMs + VALIDITY_MS);
    const facts = factsOf([new X509Certificate2(pem)]);
    patch = {
      certificate: facts.pem,
      notValidBefore: facts.notValidBefore,
      notValidAfter: facts.notValidAfter,
      fingerprint: facts.fingerprint,
      status: { issuance: "completed", renewal: "scheduled", error: null }
    };
  }
  const effects = [
    { op: "patch", collection: COLLECTIONS.certificates, id: record.id, patch }
  ];
  return context.services.actions.start(context.project, command, [{ id: record.id, type: "certificate" }], effects, context.nowMs, problem);
}

// ../apps/emulator/dist/resources/load-balancers/indexes.js
var loadBalancerIndexes = [
  nameIndex(COLLECTIONS.loadBalancers),
  recordIndex(COLLECTIONS.loadBalancers, INDEX.server, (loadBalancer) => [
    ...new Set(loadBalancer.targets.flatMap((target) => target.type === "server" ? [target.server.id] : []))
  ]),
  recordIndex(COLLECTIONS.loadBalancers, INDEX.selectorTargets, (loadBalancer) => loadBalancer.targets.some((target) => target.type === "label_selector") ? ["true"] : []),
  recordIndex(COLLECTIONS.loadBalancers, INDEX.network, (loadBalancer) => loadBalancer.privateNet.map((entry) => entry.network)),
  recordIndex(COLLECTIONS.loadBalancers, INDEX.certificate, (loadBalancer) => [
    ...new Set(loadBalancer.services.flatMap((service) => service.http?.certificates ?? []))
  ])
];
function loadBalancersUsingCertificate(context, certificateId) {
  return lookupOwned(context, COLLECTIONS.loadBalancers, INDEX.certificate, certificateId);
}
function loadBalancersInNetwork(context, networkId) {
  return lookupOwned(context, COLLECTIONS.loadBalancers, INDEX.network, networkId);
}

// ../apps/emulator/dist/resources/certificates/views.js
function usersOf(context, id) {
  return loadBalancersUsingCertificate(context, id).map((loadBalancer) => ({
    id: loadBalancer.id,
    type: "load_balancer"
  }));
}
function viewCertificate(context, record) {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    type: record.type,
    certificate: record.certificate,
    created: record.created,
    not_valid_before: record.notValidBefore,
    not_valid_after: record.notValidAfter,
    domain_names: record.domainNames,
    fingerprint: record.fingerprint,
    status: record.status && { ...record.status },
    used_by: usersOf(context, record.id)
  };
}

// ../apps/emulator/dist/resources/certificates/handlers.js
var CERTIFICATE = {
  ...ownedKind(COLLECTIONS.certificates, "certificate", "certificate"),
  view: viewCertificate
};
var LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
var DOMAIN_NAME = new RegExp(`^(?:\\*\\.)?(?:${LABEL}\\.)+${LABEL}$`);
function managedDomainNames(values) {
  if (values === void 0 || values.length === 0) {
    throw invalidInput([
      { name: "domain_names", messages: ["is required for managed certificates (one or more)"] }
    ]);
  }
  const names = values.map((value) => value.trim().toLowerCase());
  const wrong = names.findIndex((name2) => name2.length > 253 || !DOMAIN_NAME.test(name2));
  if (wrong >= 0) {
    throw invalidInput([
      {
        name: "domain_names",
        messages: [`entry ${wrong + 1} (${JSON.stringify(values[wrong])}) is not a domain name`]
      }
    ]);
  }
  return [...new Set(names)];
}
function foreignFields(body, fields, type) {
  return fields.filter((field) => body[field] !== void 0 && body[field] !== null).map((name2) => ({ name: name2, messages: [`is not used by ${type} certificates`] }));
}
function createCertificate(context) {
  const body = context.body;
  const type = body.type ?? "uploaded";
  const extra = foreignFields(body, type === "uploaded" ? ["domain_names"] : ["certificate", "private_key"], type);
  if (extra.length > 0)
    throw invalidInput(extra);
  const base = {
    project: context.project,
    name: body.name,
    labels: body.labels ?? {},
    created: isoTime(context.nowMs)
  };
  if (type === "uploaded") {
    const facts = readUploaded(body.certificate, body.private_key);
    assertUniqueName(context, COLLECTIONS.certificates, "certificate", body.name);
    const record2 = {
      id: context.services.store.nextId(COLLECTIONS.certificates),
      ...base,
      type,
      certificate: facts.pem,
      notValidBefore: facts.notValidBefore,
      notValidAfter: facts.notValidAfter,
      domainNames: facts.domainNames,
      fingerprint: facts.fingerprint,
      status: null
    };
    context.services.store.put(COLLECTIONS.certificates, record2);
    return {
      status: 201,
      body: {
        certificate: viewCertificate(context, record2),
        action: null
      }
    };
  }
  const domainNames = managedDomainNames(body.domain_names);
  assertUniqueName(context, COLLECTIONS.certificates, "certificate", body.name);
  const record = {
    id: context.services.store.nextId(COLLECTIONS.certificates),
    ...base,
    type,
    certificate: null,
    notValidBefore: null,
    notValidAfter: null,
    domainNames,
    fingerprint: null,
    status: { issuance: "pending", renewal: "unavailable", error: null }
  };
  context.services.store.put(COLLECTIONS.certificates, record);
  const action = startIssuance(context, record, "create_certificate");
  return {
    status: 201,
    body: {
      certificate: viewCertificate(context, record),
      action: viewAction(context, action)
    }
  };
}
var certificateHandlers = {
  list_certificates: (context) => listResponse(context, "certificates", filterByValues(ownedRecords(context, COLLECTIONS.certificates), context.query.type, (record) => record.type), { view: (record) => viewCertificate(context, record) }),
  create_certificate: createCertificate,
  get_certificate: getHandler(CERTIFICATE),
  update_certificate: updateHandler(CERTIFICATE),
  delete_certificate: (context) => {
    const record = CERTIFICATE.find(context);
    assertNotLocked(context, "certificate", record.id);
    const users = usersOf(context, record.id);
    if (users.length > 0) {
      const names = users.map((user) => `load balancer ${user.id}`).join(", ");
      throw conflictState("resource_in_use", `certificate ${record.id} is used by ${names}`);
    }
    context.services.store.remove(COLLECTIONS.certificates, record.id);
    return { status: 204 };
  },
  retry_certificate: (context) => {
    const record = CERTIFICATE.find(context);
    assertNotLocked(context, "certificate", record.id);
    if (record.type !== "managed" || record.status === null) {
      throw unsupported(`certificate ${record.id} is uploaded; only managed certificates are issued by the API`);
    }
    const status = record.status;
    if (status.issuance !== "failed" && status.renewal !== "failed") {
      throw unsupported(`certificate ${record.id} has nothing to retry (issuance ${status.issuance}, renewal ${status.renewal})`);
    }
    record.status = status.issuance === "failed" ? { issuance: "pending", renewal: status.renewal, error: null } : { issuance: status.issuance, renewal: "pending", error: null };
    context.services.store.put(COLLECTIONS.certificates, record);
    return actionCreated(context, startIssuance(context, record, "issue_certificate"));
  },
  ...actionListingHandlers(CERTIFICATE, byPathId(CERTIFICATE))
};

// ../apps/emulator/dist/resources/certificates/indexes.js
var certificateIndexes = [nameIndex(COLLECTIONS.certificates)];

// ../apps/emulator/dist/resources/firewalls/indexes.js
var firewallIndexes = [
  nameIndex(COLLECTIONS.firewalls),
  recordIndex(COLLECTIONS.firewalls, INDEX.server, (firewall) => firewall.appliedTo.flatMap((target) => target.type === "server" ? [target.server.id] : [])),
  recordIndex(COLLECTIONS.firewalls, INDEX.selectorTargets, (firewall) => firewall.appliedTo.some((target) => target.type === "label_selector") ? ["true"] : [])
];
function selectsServer(firewall, server) {
  return firewall.appliedTo.some((target) => target.type === "label_selector" && matchesLabels(server.labels, labelSelectorOrError(target.label_selector.selector)));
}
function firewallsOfServer(context, server) {
  const direct = lookupOwned(context, COLLECTIONS.firewalls, INDEX.server, server.id);
  const bySelector = lookupOwned(context, COLLECTIONS.firewalls, INDEX.selectorTargets, "true").filter((firewall) => !direct.includes(firewall) && selectsServer(firewall, server));
  if (bySelector.length === 0)
    return direct;
  return [...direct, ...bySelector].sort((a, b) => a.id - b.id);
}

// ../apps/emulator/dist/resources/firewalls/views.js
function viewFirewall(context, record, matches2 = selectorMatcher(context)) {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    created: record.created,
    rules: record.rules,
    applied_to: record.appliedTo.map((target) => target.type === "server" ? target : {
      ...target,
      applied_to_resources: matches2(target.label_selector.selector).map((id) => ({
        type: "server",
        server: { id }
      }))
    })
  };
}
function selectorMatcher(context) {
  const matches2 = /* @__PURE__ */ new Map();
  return (selector) => {
    let ids = matches2.get(selector);
    if (!ids) {
      ids = serversMatching(context, selector);
      matches2.set(selector, ids);
    }
    return ids;
  };
}
function serversMatching(context, selector) {
  const requirements = labelSelectorOrError(selector, "label_selector.selector");
  return ownedRecords(context, COLLECTIONS.servers).filter((server) => matchesLabels(server.labels, requirements)).map((server) => server.id);
}

// ../apps/emulator/dist/resources/firewalls/handlers.js
function toRule(rule) {
  return {
    description: rule.description ?? null,
    direction: rule.direction,
    source_ips: rule.source_ips ?? [],
    destination_ips: rule.destination_ips ?? [],
    protocol: rule.protocol,
    port: rule.port ?? null
  };
}
function sameTarget(a, b) {
  if (a.type === "server" && b.type === "server")
    return a.server.id === b.server.id;
  if (a.type === "label_selector" && b.type === "label_selector") {
    return a.label_selector.selector === b.label_selector.selector;
  }
  return false;
}
function toTargets(context, requests, missingStatus) {
  return requests.map((request) => {
    if (request.type === "server") {
      const id = request.server?.id;
      if (id === void 0 || !findOwned(context, COLLECTIONS.servers, id)) {
        throw new ApiError(missingStatus, "firewall_resource_not_found", `server ${id ?? "(missing id)"} not found`);
      }
      return { type: "server", server: { id } };
    }
    const selector = request.label_selector?.selector ?? "";
    labelSelectorOrError(selector, "label_selector.selector");
    return { type: "label_selector", label_selector: { selector } };
  });
}
function actionPerTarget(context, firewall, targets, command) {
  return targets.map((target) => viewAction(context, startAction(context, command, targetResources(firewall, [target]))));
}
function targetResources(firewall, targets) {
  return [
    { id: firewall.id, type: "firewall" },
    ...targets.flatMap((target) => target.type === "server" ? [{ id: target.server.id, type: "server" }] : [])
  ];
}
var FIREWALL = {
  ...ownedKind(COLLECTIONS.firewalls, "firewall", "firewall"),
  view: (context, record) => viewFirewall(context, record)
};
var find = (context) => FIREWALL.find(context);
var firewallHandlers = {
  list_firewalls: (context) => {
    const matches2 = selectorMatcher(context);
    return listResponse(context, "firewalls", ownedRecords(context, COLLECTIONS.firewalls), {
      view: (record) => viewFirewall(context, record, matches2)
    });
  },
  create_firewall: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.firewalls, "firewall", body.name);
    const targets = toTargets(context, body.apply_to ?? [], 422);
    targets.forEach((target, index) => {
      if (targets.findIndex((other) => sameTarget(other, target)) !== index) {
        throw conflictState("server_already_added", "the same resource is listed twice in apply_to");
      }
    });
    const record = {
      id: context.services.store.nextId(COLLECTIONS.firewalls),
      project: context.project,
      name: body.name,
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
      rules: (body.rules ?? []).map(toRule),
      appliedTo: targets
    };
    context.services.store.put(COLLECTIONS.firewalls, record);
    const actions = [];
    if (record.rules.length > 0) {
      actions.push(viewAction(context, startAction(context, "set_firewall_rules", [{ id: record.id, type: "firewall" }])));
    }
    if (targets.length > 0) {
      actions.push(viewAction(context, startAction(context, "apply_firewall", targetResources(record, targets))));
    }
    return {
      status: 201,
      body: {
        firewall: viewFirewall(context, record),
        actions
      }
    };
  },
  get_firewall: getHandler(FIREWALL),
  update_firewall: updateHandler(FIREWALL),
  delete_firewall: (context) => {
    const record = find(context);
    if (record.appliedTo.length > 0) {
      throw conflictState("resource_in_use", `firewall ${record.id} is still applied; remove it from its resources first`);
    }
    context.services.store.remove(COLLECTIONS.firewalls, record.id);
    return { status: 204 };
  },
  set_firewall_rules: (context) => {
    const record = find(context);
    assertNotLocked(context, "firewall", record.id);
    const body = context.body;
    record.rules = body.rules.map(toRule);
    context.services.store.put(COLLECTIONS.firewalls, record);
    const actions = [
      viewAction(context, startAction(context, "set_firewall_rules", [{ id: record.id, type: "firewall" }]))
    ];
    if (record.appliedTo.length > 0) {
      actions.push(viewAction(context, startAction(context, "apply_firewall", targetResources(record, record.appliedTo))));
    }
    return { status: 201, body: { actions } };
  },
  apply_firewall_to_resources: (context) => {
    const record = find(context);
    assertNotLocked(context, "firewall", record.id);
    const body = context.body;
    const targets = toTargets(context, body.apply_to, 404);
    for (const target of targets) {
      if (record.appliedTo.some((existing) => sameTarget(existing, target))) {
        throw conflictState("firewall_already_applied", `firewall ${record.id} is already applied to this resource`);
      }
    }
    record.appliedTo = [...record.appliedTo, ...targets];
    context.services.store.put(COLLECTIONS.firewalls, record);
    return {
      status: 201,
      body: {
        actions: actionPerTarget(context, record, targets, "apply_firewall")
      }
    };
  },
  remove_firewall_from_resources: (context) => {
    const record = find(context);
    assertNotLocked(context, "firewall", record.id);
    const body = context.body;
    const targets = toTargets(context, body.remove_from, 404);
    for (const target of targets) {
      if (record.appliedTo.some((existing) => sameTarget(existing, target)))
        continue;
      if (target.type === "server") {
        const server = findOwned(context, COLLECTIONS.servers, target.server.id);
        if (firewallsOfServer(context, server).some((firewall) => firewall.id === record.id)) {
          throw conflictState("firewall_managed_by_label_selector", `server ${server.id} gets firewall ${record.id} through a label selector`);
        }
      }
      throw new ApiError(404, "firewall_resource_not_found", `firewall ${record.id} is not applied to this resource`);
    }
    record.appliedTo = record.appliedTo.filter((existing) => !targets.some((target) => sameTarget(existing, target)));
    context.services.store.put(COLLECTIONS.firewalls, record);
    return {
      status: 201,
      body: {
        actions: actionPerTarget(context, record, targets, "remove_firewall")
      }
    };
  },
  ...actionListingHandlers(FIREWALL, byPathId(FIREWALL))
};
function detachServerFromFirewalls(context, serverId) {
  for (const firewall of lookupOwned(context, COLLECTIONS.firewalls, INDEX.server, serverId)) {
    firewall.appliedTo = firewall.appliedTo.filter((target) => !(target.type === "server" && target.server.id === serverId));
    context.services.store.put(COLLECTIONS.firewalls, firewall);
  }
}

// ../apps/emulator/dist/resources/kit/ip-addresses.js
function publicIpv4(kind, id) {
  const host = id % 254 + 1;
  const block = Math.floor(id / 254) % 256;
  return kind === "primary" ? `198.51.${block}.${host}` : `203.0.${block}.${host}`;
}
function publicIpv6(kind, id) {
  return `2001:db8:${kind === "primary" ? "1" : "f"}:${id.toString(16)}::/64`;
}
function defaultName(ip) {
  return `static.${ip.split(".").reverse().join(".")}.clients.example.cloud`;
}
function defaultDnsPtr(ip, type) {
  if (type === "ipv6")
    return [];
  return [{ ip, dns_ptr: defaultName(ip) }];
}
function storedDnsPtr(ip, type, entries) {
  if (type === "ipv6")
    return entries;
  const [only] = entries;
  return entries.length === 1 && only?.ip === ip && only.dns_ptr === defaultName(ip) ? null : entries;
}
function dnsPtrEntries(record) {
  return record.dnsPtr ?? defaultDnsPtr(record.ip, record.type);
}
function expandIpv6(address) {
  const [head = "", tail] = address.split("::");
  if (address.split("::").length > 2)
    return void 0;
  const left = head === "" ? [] : head.split(":");
  const right = tail === void 0 || tail === "" ? [] : tail.split(":");
  const missing = 8 - left.length - right.length;
  if (tail === void 0 ? missing !== 0 : missing < 0)
    return void 0;
  const groups = [...left, ...Array(missing).fill("0"), ...right];
  const numbers = groups.map((group) => /^[0-9a-fA-F]{1,4}$/.test(group) ? Number.parseInt(group, 16) : Number.NaN);
  return numbers.some(Number.isNaN) ? void 0 : numbers;
}
function ipBelongsTo(ip, address, type) {
  if (type === "ipv4")
    return ip === address;
  const network = expandIpv6(address.split("/")[0] ?? "");
  const candidate = expandIpv6(ip);
  if (!network || !candidate)
    return false;
  return network.slice(0, 4).every((group, index) => group === candidate[index]);
}
function changeDnsPtr(entries, address, type, ip, dnsPtr) {
  if (!ipBelongsTo(ip, address, type)) {
    throw invalidField("ip", `${ip} does not belong to ${address}`);
  }
  const others = entries.filter((entry) => entry.ip !== ip);
  if (dnsPtr === null || dnsPtr === void 0) {
    return type === "ipv4" ? defaultDnsPtr(ip, type) : others;
  }
  return [...others, { ip, dns_ptr: dnsPtr }];
}

// ../apps/emulator/dist/resources/kit/protection.js
function assertDeletable(kind, record) {
  if (record.protection.delete)
    throw protectedError(kind, record.id);
}
function changeDeleteProtectionHandler(kind) {
  return (context) => {
    const record = kind.find(context);
    assertNotLocked(context, kind.type, record.id);
    if (typeof context.body.delete === "boolean") {
      record.protection = { delete: context.body.delete };
    }
    return saveWithAction(context, kind.collection, kind.type, record, "change_protection");
  };
}

// ../apps/emulator/dist/resources/kit/public-ip-handlers.js
function changeIpDnsPtrHandler(kind) {
  return (context) => {
    const record = kind.find(context);
    const body = context.body;
    record.dnsPtr = storedDnsPtr(record.ip, record.type, changeDnsPtr(dnsPtrEntries(record), record.ip, record.type, body.ip, body.dns_ptr));
    return saveWithAction(context, kind.collection, kind.type, record, "change_dns_ptr");
  };
}
function deleteUnassignedIpHandler(kind, assignee) {
  return (context) => {
    const record = kind.find(context);
    assertDeletable(kind.type, record);
    const holder = assignee(record);
    if (holder !== null) {
      throw conflictState("must_be_unassigned", `${kind.label} ${record.id} is assigned to ${holder}; unassign it first`);
    }
    context.services.store.remove(kind.collection, record.id);
    return { status: 204 };
  };
}
function assignmentOnCreate(context, kind, record, server) {
  if (!server)
    return null;
  const action = startAction(context, `assign_${kind.type}`, [
    { id: record.id, type: kind.type },
    { id: server.id, type: "server" }
  ]);
  return viewAction(context, action);
}

// ../apps/emulator/dist/resources/floating-ips/views.js
function viewFloatingIp(context, record) {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    ip: record.ip,
    type: record.type,
    server: record.serverId,
    dns_ptr: dnsPtrEntries(record),
    home_location: locationById(context, record.homeLocationId),
    blocked: false,
    protection: record.protection,
    labels: record.labels,
    created: record.created
  };
}

// ../apps/emulator/dist/resources/floating-ips/handlers.js
var FLOATING_IP = {
  ...ownedKind(COLLECTIONS.floatingIps, "floating_ip", "floating IP"),
  view: viewFloatingIp
};
var find2 = (context) => FLOATING_IP.find(context);
function unassign(context, record) {
  const resources = [{ id: record.id, type: "floating_ip" }];
  if (record.serverId !== null)
    resources.push({ id: record.serverId, type: "server" });
  record.serverId = null;
  context.services.store.put(COLLECTIONS.floatingIps, record);
  return actionCreated(context, startAction(context, "unassign_floating_ip", resources));
}
var floatingIpHandlers = {
  list_floating_ips: (context) => listResponse(context, "floating_ips", ownedRecords(context, COLLECTIONS.floatingIps), {
    view: (record) => viewFloatingIp(context, record)
  }),
  create_floating_ip: (context) => {
    const body = context.body;
    if (body.name !== void 0)
      assertUniqueName(context, COLLECTIONS.floatingIps, "floating IP", body.name);
    let server;
    let homeLocationId;
    if (body.server !== void 0 && body.server !== null) {
      server = requireReferenced(context, COLLECTIONS.servers, "server", body.server, "server");
      assertNotLocked(context, "server", server.id);
      homeLocationId = body.home_location !== void 0 ? resolveLocation(context, body.home_location, "home_location").id : server.locationId;
    } else if (body.home_location !== void 0) {
      homeLocationId = resolveLocation(context, body.home_location, "home_location").id;
    } else {
      throw invalidInput([
        { name: "server", messages: ["is required when home_location is not given"] },
        { name: "home_location", messages: ["is required when server is not given"] }
      ]);
    }
    const id = context.services.store.nextId(COLLECTIONS.floatingIps);
    const ip = body.type === "ipv4" ? publicIpv4("floating", id) : publicIpv6("floating", id);
    const record = {
      id,
      project: context.project,
      // Decision: an omitted name becomes `floating_ip-<id>` (like primary IPs).
      name: body.name ?? `floating_ip-${id}`,
      description: body.description ?? null,
      ip,
      type: body.type,
      serverId: server?.id ?? null,
      dnsPtr: storedDnsPtr(ip, body.type, defaultDnsPtr(ip, body.type)),
      homeLocationId,
      protection: { delete: false },
      labels: body.labels ?? {},
      created: isoTime(context.nowMs)
    };
    context.services.store.put(COLLECTIONS.floatingIps, record);
    return {
      status: 201,
      body: {
        floating_ip: viewFloatingIp(context, record),
        action: assignmentOnCreate(context, FLOATING_IP, record, server)
      }
    };
  },
  get_floating_ip: getHandler(FLOATING_IP),
  update_floating_ip: updateHandler(FLOATING_IP, (record, body) => {
    if (body.description !== void 0)
      record.description = body.description;
  }),
  delete_floating_ip: deleteUnassignedIpHandler(FLOATING_IP, (record) => record.serverId === null ? null : `server ${record.serverId}`),
  assign_floating_ip: (context) => {
    const record = find2(context);
    assertNotLocked(context, "floating_ip", record.id);
    const body = context.body;
    if (body.server === null)
      return unassign(context, record);
    const server = requireReferenced(context, COLLECTIONS.servers, "server", body.server, "server");
    if (record.serverId === server.id) {
      throw conflictState("floating_ip_assigned", `floating IP ${record.id} is already assigned to server ${server.id}`);
    }
    record.serverId = server.id;
    context.services.store.put(COLLECTIONS.floatingIps, record);
    return actionCreated(context, startAction(context, "assign_floating_ip", [
      { id: record.id, type: "floating_ip" },
      { id: server.id, type: "server" }
    ]));
  },
  unassign_floating_ip: (context) => {
    const record = find2(context);
    assertNotLocked(context, "floating_ip", record.id);
    return unassign(context, record);
  },
  change_floating_ip_dns_ptr: changeIpDnsPtrHandler(FLOATING_IP),
  change_floating_ip_protection: changeDeleteProtectionHandler(FLOATING_IP),
  ...actionListingHandlers(FLOATING_IP, byPathId(FLOATING_IP))
};

// ../apps/emulator/dist/resources/floating-ips/indexes.js
var floatingIpIndexes = [
  nameIndex(COLLECTIONS.floatingIps),
  recordIndex(COLLECTIONS.floatingIps, INDEX.server, (ip) => ip.serverId === null ? [] : [ip.serverId])
];
function floatingIpsOfServer(context, serverId) {
  return lookupOwned(context, COLLECTIONS.floatingIps, INDEX.server, serverId);
}

// ../apps/emulator/dist/resources/images/views.js
function viewImage(record) {
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    name: null,
    description: record.description,
    image_size: record.imageSize,
    disk_size: record.diskSize,
    created: record.created,
    created_from: record.createdFrom,
    bound_to: record.boundTo,
    os_flavor: record.osFlavor,
    os_version: record.osVersion,
    rapid_deploy: false,
    protection: record.protection,
    deprecated: null,
    deprecation: null,
    deleted: null,
    labels: record.labels,
    architecture: record.architecture
  };
}
function visibleImage(context, id) {
  const record = findOwned(context, COLLECTIONS.images, id);
  if (record)
    return viewImage(record);
  return catalogOf(context).images.find((image) => image.id === id);
}

// ../apps/emulator/dist/resources/images/handlers.js
function findImage(context, id = context.params.id) {
  const image = visibleImage(context, id);
  if (!image)
    throw notFound("image", id);
  return image;
}
function isProjectImage(entry) {
  return "project" in entry;
}
function imageField(entry, field) {
  if (!isProjectImage(entry)) {
    const value = entry[field];
    return typeof value === "object" ? null : value;
  }
  switch (field) {
    case "id":
      return entry.id;
    case "created":
      return entry.created;
    case "type":
      return entry.type;
    case "status":
      return entry.status;
    case "bound_to":
      return entry.boundTo;
    case "architecture":
      return entry.architecture;
    default:
      return null;
  }
}
function ownImage(context, id) {
  const record = findOwned(context, COLLECTIONS.images, id);
  if (record)
    return record;
  if (!visibleImage(context, id))
    throw notFound("image", id);
  throw unsupported(`image ${id} is provided by the service and cannot be changed`);
}
function findOwnImage(context, id) {
  return ownImage(context, id ?? context.params?.id ?? Number.NaN);
}
var IMAGE = {
  collection: COLLECTIONS.images,
  type: "image",
  label: "image",
  find: findOwnImage
};
var imageHandlers = {
  list_images: (context) => {
    const query = context.query;
    let images = [
      ...catalogOf(context).images,
      ...ownedRecords(context, COLLECTIONS.images)
    ];
    if (query.include_deprecated !== true)
      images = images.filter((image) => imageField(image, "deprecated") === null);
    images = filterByValues(images, query.type, (image) => imageField(image, "type"));
    images = filterByValues(images, query.status, (image) => imageField(image, "status"));
    images = filterByValues(images, query.bound_to, (image) => imageField(image, "bound_to"));
    if (typeof query.architecture === "string") {
      images = images.filter((image) => imageField(image, "architecture") === query.architecture);
    }
    return listResponse(context, "images", images, {
      view: (image) => isProjectImage(image) ? viewImage(image) : image,
      read: imageField
    });
  },
  get_image: (context) => ({
    status: 200,
    body: { image: findImage(context) }
  }),
  update_image: (context) => {
    const record = findOwnImage(context);
    const body = context.body;
    if (typeof body.description === "string")
      record.description = body.description;
    if (body.type === "snapshot") {
      record.type = "snapshot";
      record.boundTo = null;
    }
    if (body.labels)
      record.labels = { ...body.labels };
    context.services.store.put(COLLECTIONS.images, record);
    return {
      status: 200,
      body: { image: viewImage(record) }
    };
  },
  delete_image: (context) => {
    const record = findOwnImage(context);
    assertDeletable("image", record);
    context.services.store.remove(COLLECTIONS.images, record.id);
    return { status: 204 };
  },
  change_image_protection: changeDeleteProtectionHandler(IMAGE),
  ...actionListingHandlers(IMAGE, (context) => findImage(context).id)
};

// ../apps/emulator/dist/resources/images/indexes.js
var imageIndexes = [];

// ../apps/emulator/dist/resources/kit/ipv4-ranges.js
function ipToNumber(ip) {
  const parts = ip.split(".");
  if (parts.length !== 4)
    return void 0;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255)
      return void 0;
    value = value * 256 + Number(part);
  }
  return value;
}
function numberToIp(value) {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}
function parseCidr(text) {
  const [ip = "", prefixText = ""] = text.split("/");
  const address = ipToNumber(ip);
  const prefix = Number(prefixText);
  if (address === void 0 || !/^\d{1,2}$/.test(prefixText) || prefix > 32)
    return void 0;
  const size = 2 ** (32 - prefix);
  return { base: address - address % size, prefix };
}
function cidrSize(cidr) {
  return 2 ** (32 - cidr.prefix);
}
function formatCidr(cidr) {
  return `${numberToIp(cidr.base)}/${cidr.prefix}`;
}
function cidrContains(outer, inner) {
  return inner.base >= outer.base && inner.base + cidrSize(inner) <= outer.base + cidrSize(outer);
}
function cidrContainsIp(cidr, ip) {
  return ip >= cidr.base && ip < cidr.base + cidrSize(cidr);
}
function cidrsOverlap(a, b) {
  return a.base < b.base + cidrSize(b) && b.base < a.base + cidrSize(a);
}
var PRIVATE_RANGES = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].map((range) => parseCidr(range));
function isPrivateRange(cidr) {
  return PRIVATE_RANGES.some((range) => cidrContains(range, cidr));
}

// ../apps/emulator/dist/resources/servers/indexes.js
var serverIndexes = [
  nameIndex(COLLECTIONS.servers),
  recordIndex(COLLECTIONS.servers, INDEX.network, (server) => server.privateNet.map((entry) => entry.network)),
  recordIndex(COLLECTIONS.servers, INDEX.placementGroup, (server) => server.placementGroupId === void 0 || server.placementGroupId === null ? [] : [server.placementGroupId])
];
var serverListIndex = {
  collection: COLLECTIONS.servers,
  sortFields: {
    name: (record) => record.name,
    created: (record) => record.created
  },
  labels: (record) => record.labels,
  filterFields: { status: (record) => record.status }
};
function serversInNetwork(context, networkId) {
  return lookupOwned(context, COLLECTIONS.servers, INDEX.network, networkId);
}

// ../apps/emulator/dist/resources/networks/members.js
function networkMembers(context, network, query) {
  const subnets = network.subnets.map((subnet) => ({ text: subnet.ip_range, cidr: parseCidr(subnet.ip_range) })).filter((subnet) => subnet.cidr !== void 0);
  const subnetOf = (ip) => subnets.find((subnet) => cidrContainsIp(subnet.cidr, ipToNumber(ip) ?? -1))?.text ?? "";
  const members = [];
  for (const server of serversInNetwork(context, network.id)) {
    for (const entry of server.privateNet.filter((item) => item.network === network.id)) {
      members.push({
        id: server.id,
        type: "server",
        ip: entry.ip,
        alias_ips: [...entry.alias_ips],
        subnet: subnetOf(entry.ip),
        status: "ok"
      });
    }
  }
  for (const loadBalancer of loadBalancersInNetwork(context, network.id)) {
    for (const entry of loadBalancer.privateNet.filter((item) => item.network === network.id)) {
      members.push({
        id: loadBalancer.id,
        type: "load_balancer",
        ip: entry.ip,
        alias_ips: [],
        subnet: subnetOf(entry.ip),
        status: "ok"
      });
    }
  }
  let matching = members;
  matching = filterByValues(matching, query.type, (member) => member.type);
  matching = filterByValues(matching, query.status, (member) => member.status);
  matching = filterByValues(matching, query.subnet, (member) => member.subnet);
  return [...matching];
}
function memberField(member, field) {
  if (field === "ip")
    return ipToNumber(member.ip);
  if (field === "id" || field === "type" || field === "status")
    return member[field];
  return void 0;
}

// ../apps/emulator/dist/resources/networks/views.js
function viewNetwork(context, record) {
  return {
    id: record.id,
    name: record.name,
    ip_range: record.ipRange,
    subnets: record.subnets,
    routes: record.routes,
    servers: serversInNetwork(context, record.id).map((server) => server.id),
    load_balancers: loadBalancersInNetwork(context, record.id).map((entry) => entry.id),
    protection: record.protection,
    labels: record.labels,
    created: record.created,
    expose_routes_to_vswitch: record.exposeRoutesToVswitch
  };
}

// ../apps/emulator/dist/resources/networks/handlers.js
var RESERVED_GATEWAY = "172.31.1.1";
function addressesInNetwork(context, networkId) {
  const addresses = [];
  for (const server of serversInNetwork(context, networkId)) {
    for (const entry of server.privateNet.filter((item) => item.network === networkId)) {
      for (const ip of [entry.ip, ...entry.alias_ips])
        addresses.push(ipToNumber(ip) ?? -1);
    }
  }
  for (const loadBalancer of loadBalancersInNetwork(context, networkId)) {
    for (const entry of loadBalancer.privateNet.filter((item) => item.network === networkId)) {
      addresses.push(ipToNumber(entry.ip) ?? -1);
    }
  }
  return addresses;
}
function cidrField(text, field) {
  const cidr = parseCidr(text);
  if (!cidr || formatCidr(cidr) !== text)
    throw invalidField(field, `'${text}' is not an IPv4 network in CIDR notation`);
  return cidr;
}
function checkNetworkRange(text, field) {
  const cidr = cidrField(text, field);
  if (!isPrivateRange(cidr))
    throw invalidField(field, "must be inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16 (RFC 1918)");
  if (cidr.prefix > 24)
    throw invalidField(field, "must be at least a /24");
  return cidr;
}
function buildSubnet(context, network, request, field) {
  const at = (name2) => field === "" ? name2 : `${field}.${name2}`;
  const range = parseCidr(network.ipRange);
  if (!catalogOf(context).locations.some((location) => location.network_zone === request.network_zone)) {
    throw invalidField(at("network_zone"), `network zone '${request.network_zone}' does not exist`);
  }
  if (request.type === "vswitch" && (request.vswitch_id === void 0 || request.vswitch_id === null)) {
    throw invalidField(at("vswitch_id"), "is required for vswitch subnets");
  }
  const existing = network.subnets.map((subnet) => parseCidr(subnet.ip_range));
  let cidr;
  if (request.ip_range !== void 0) {
    cidr = cidrField(request.ip_range, at("ip_range"));
    if (!cidrContains(range, cidr))
      throw invalidField(at("ip_range"), `must be inside the network's ${network.ipRange}`);
    if (cidr.prefix > 30)
      throw invalidField(at("ip_range"), "must be at least a /30");
    if (existing.some((other) => cidrsOverlap(other, cidr))) {
      throw invalidField(at("ip_range"), "overlaps another subnet of the network");
    }
  } else {
    const size = 256;
    let found;
    for (let base = range.base; base + size <= range.base + cidrSize(range); base += size) {
      const candidate = { base, prefix: 24 };
      if (!existing.some((other) => cidrsOverlap(other, candidate))) {
        found = candidate;
        break;
      }
    }
    if (!found)
      throw invalidField(at("ip_range"), "no free /24 left in the network");
    cidr = found;
  }
  return {
    type: request.type,
    ip_range: formatCidr(cidr),
    network_zone: request.network_zone,
    gateway: numberToIp(range.base + 1),
    ...request.type === "vswitch" ? { vswitch_id: request.vswitch_id ?? null } : {}
  };
}
function checkRoute(network, route, field) {
  const destination = cidrField(route.destination, `${field}.destination`);
  const gateway = ipToNumber(route.gateway);
  const range = parseCidr(network.ipRange);
  if (route.gateway === RESERVED_GATEWAY || cidrContainsIp(destination, ipToNumber(RESERVED_GATEWAY))) {
    throw invalidField(field, `${RESERVED_GATEWAY} is reserved and cannot be used in a route`);
  }
  if (gateway === void 0 || !cidrContainsIp(range, gateway)) {
    throw invalidField(`${field}.gateway`, `must be an address inside ${network.ipRange}`);
  }
}
function sameDestination(a, b) {
  const left = parseCidr(a);
  const right = parseCidr(b);
  return left !== void 0 && right?.base === left.base && right.prefix === left.prefix;
}
function assertNewDestination(existing, route, field) {
  const clash = existing.find((entry) => sameDestination(entry.destination, route.destination));
  if (!clash)
    return;
  throw invalidField(field, clash.gateway === route.gateway ? "the network already has this route" : `the network already has a route to ${clash.destination} (through ${clash.gateway})`);
}
function allocatePrivateIp(context, network, zone, requested, ipRange) {
  const subnets = network.subnets.filter((subnet) => subnet.network_zone === zone && subnet.type !== "vswitch").filter((subnet) => ipRange === void 0 || subnet.ip_range === ipRange).map((subnet) => parseCidr(subnet.ip_range));
  if (subnets.length === 0) {
    throw conflictState("no_subnet_available", `network ${network.id} has no subnet in network zone ${zone}`);
  }
  const used = new Set(addressesInNetwork(context, network.id));
  const range = parseCidr(network.ipRange);
  used.add(range.base + 1);
  if (requested !== void 0) {
    const address = ipToNumber(requested);
    if (address === void 0 || !subnets.some((subnet) => cidrContainsIp(subnet, address)) || used.has(address)) {
      throw conflictState("ip_not_available", `${requested} is not a free address of a subnet in ${zone}`);
    }
    return requested;
  }
  for (const subnet of subnets) {
    for (let address = subnet.base + 2; address < subnet.base + cidrSize(subnet) - 1; address += 1) {
      if (!used.has(address))
        return numberToIp(address);
    }
  }
  throw conflictState("ip_not_available", `no free address left in network ${network.id} for zone ${zone}`);
}
var NETWORK = {
  ...ownedKind(COLLECTIONS.networks, "network", "network"),
  view: viewNetwork
};
var find3 = (context) => NETWORK.find(context);
function networkAction(context, record, command) {
  return saveWithAction(context, COLLECTIONS.networks, NETWORK.type, record, command);
}
var networkHandlers = {
  list_networks: (context) => listResponse(context, "networks", ownedRecords(context, COLLECTIONS.networks), {
    view: (record) => viewNetwork(context, record)
  }),
  create_network: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.networks, "network", body.name);
    checkNetworkRange(body.ip_range, "ip_range");
    const draft = { ipRange: body.ip_range, subnets: [] };
    (body.subnets ?? []).forEach((subnet, index) => {
      draft.subnets.push(buildSubnet(context, draft, subnet, `subnets[${index}]`));
    });
    (body.routes ?? []).forEach((route, index) => {
      checkRoute(draft, route, `routes[${index}]`);
      assertNewDestination((body.routes ?? []).slice(0, index), route, `routes[${index}].destination`);
    });
    const record = {
      id: context.services.store.nextId(COLLECTIONS.networks),
      project: context.project,
      name: body.name,
      ipRange: body.ip_range,
      subnets: draft.subnets,
      routes: (body.routes ?? []).map((route) => ({
        destination: route.destination,
        gateway: route.gateway
      })),
      protection: { delete: false },
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
      exposeRoutesToVswitch: body.expose_routes_to_vswitch ?? false
    };
    context.services.store.put(COLLECTIONS.networks, record);
    return {
      status: 201,
      body: { network: viewNetwork(context, record) }
    };
  },
  get_network: getHandler(NETWORK),
  update_network: updateHandler(NETWORK, (record, body) => {
    if (typeof body.expose_routes_to_vswitch === "boolean")
      record.exposeRoutesToVswitch = body.expose_routes_to_vswitch;
  }),
  delete_network: (context) => {
    const record = find3(context);
    assertDeletable("network", record);
    for (const server of serversInNetwork(context, record.id)) {
      server.privateNet = server.privateNet.filter((entry) => entry.network !== record.id);
      context.services.store.put(COLLECTIONS.servers, server);
    }
    for (const loadBalancer of loadBalancersInNetwork(context, record.id)) {
      loadBalancer.privateNet = loadBalancer.privateNet.filter((entry) => entry.network !== record.id);
      context.services.store.put(COLLECTIONS.loadBalancers, loadBalancer);
    }
    context.services.store.remove(COLLECTIONS.networks, record.id);
    return { status: 204 };
  },
  add_network_subnet: (context) => {
    const record = find3(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    const subnet = buildSubnet(context, record, body, "");
    record.subnets = [...record.subnets, subnet];
    return networkAction(context, record, "add_subnet");
  },
  delete_network_subnet: (context) => {
    const record = find3(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    const subnet = record.subnets.find((entry) => entry.ip_range === body.ip_range);
    if (!subnet)
      throw invalidField("ip_range", `network ${record.id} has no subnet ${body.ip_range}`);
    const cidr = parseCidr(subnet.ip_range);
    const inUse = serversInNetwork(context, record.id).some((server) => server.privateNet.some((entry) => entry.network === record.id && cidrContainsIp(cidr, ipToNumber(entry.ip) ?? -1))) || loadBalancersInNetwork(context, record.id).some((loadBalancer) => loadBalancer.privateNet.some((entry) => entry.network === record.id && cidrContainsIp(cidr, ipToNumber(entry.ip) ?? -1)));
    if (inUse)
      throw conflictState("resource_in_use", `subnet ${body.ip_range} still has attached servers or load balancers`);
    record.subnets = record.subnets.filter((entry) => entry !== subnet);
    return networkAction(context, record, "delete_subnet");
  },
  add_network_route: (context) => {
    const record = find3(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    checkRoute(record, body, "route");
    assertNewDestination(record.routes, body, "destination");
    record.routes = [...record.routes, { destination: body.destination, gateway: body.gateway }];
    return networkAction(context, record, "add_route");
  },
  delete_network_route: (context) => {
    const record = find3(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    const remaining = record.routes.filter((route) => !(route.destination === body.destination && route.gateway === body.gateway));
    if (remaining.length === record.routes.length)
      throw invalidField("destination", "the network has no such route");
    record.routes = remaining;
    return networkAction(context, record, "delete_route");
  },
  change_network_ip_range: (context) => {
    const record = find3(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    const next = checkNetworkRange(body.ip_range, "ip_range");
    if (!cidrContains(next, parseCidr(record.ipRange))) {
      throw invalidField("ip_range", `can only grow: must contain the current ${record.ipRange}`);
    }
    record.ipRange = body.ip_range;
    return networkAction(context, record, "change_ip_range");
  },
  change_network_protection: changeDeleteProtectionHandler(NETWORK),
  list_network_members: (context) => listResponse(context, "members", networkMembers(context, find3(context), context.query), {
    view: (member) => member,
    read: memberField
  }),
  ...actionListingHandlers(NETWORK, byPathId(NETWORK))
};

// ../apps/emulator/dist/resources/load-balancers/targets.js
import { isIP } from "node:net";
function selectorMatcher2(context) {
  const cache = /* @__PURE__ */ new Map();
  return (selector) => {
    let servers = cache.get(selector);
    if (!servers) {
      const requirements = labelSelectorOrError(selector, "label_selector.selector");
      servers = ownedRecords(context, COLLECTIONS.servers).filter((server) => matchesLabels(server.labels, requirements));
      cache.set(selector, servers);
    }
    return servers;
  };
}
function sameTarget2(a, b) {
  if (a.type === "server" && b.type === "server")
    return a.server.id === b.server?.id;
  if (a.type === "label_selector" && b.type === "label_selector")
    return a.label_selector.selector === b.label_selector?.selector;
  if (a.type === "ip" && b.type === "ip")
    return a.ip.ip === b.ip?.ip;
  return false;
}
function countTargets(targets, matches2) {
  return targets.reduce((sum, target) => sum + (target.type === "label_selector" ? matches2(target.label_selector.selector).length : 1), 0);
}
function assertTargetLimit(type, targets, matches2, field) {
  const count = countTargets(targets, matches2);
  if (count > type.max_targets) {
    throw invalidField(field, `load balancer type ${type.name} allows at most ${type.max_targets} targets (a label selector counts each server it matches); this would be ${count}`);
  }
}
var CLOUD_IPV4 = ["198.51.0.0/16", "203.0.0.0/16", "198.18.0.0/15"].map((range) => parseCidr(range));
var PRIVATE_IPV4 = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].map((range) => parseCidr(range));
var UNUSABLE_IPV4 = ["0.0.0.0/8", "127.0.0.0/8", "169.254.0.0/16", "224.0.0.0/3"].map((range) => parseCidr(range));
function classifyIp(ip) {
  if (isIP(ip) === 4) {
    const value = ipToNumber(ip);
    if (CLOUD_IPV4.some((range) => cidrContainsIp(range, value)))
      return "cloud";
    if (PRIVATE_IPV4.some((range) => cidrContainsIp(range, value)))
      return "private";
    if (UNUSABLE_IPV4.some((range) => cidrContainsIp(range, value)))
      return "unusable";
    return "public";
  }
  const lower = ip.toLowerCase();
  if (lower.startsWith("2001:db8:"))
    return "cloud";
  if (lower === "::" || lower === "::1" || /^(fe[89ab]|ff|fc|fd)/.test(lower))
    return "unusable";
  return "public";
}
function networksOf(context, loadBalancer) {
  return loadBalancer.privateNet.map((entry) => findOwned(context, COLLECTIONS.networks, entry.network)).filter((network) => network !== void 0);
}
function sharesNetwork(loadBalancer, server) {
  return server.privateNet.some((entry) => loadBalancer.privateNet.some((own) => own.network === entry.network));
}
function hasPublicIp(context, server) {
  return lookupOwned(context, COLLECTIONS.primaryIps, INDEX.server, server.id).length > 0;
}
function parseTarget(context, host, request, field, checkPublicInterface) {
  const at = (name2) => field === "" ? name2 : `${field}.${name2}`;
  const usePrivateIp = request.use_private_ip ?? false;
  const assertPublicReachable = () => {
    if (checkPublicInterface && !host.publicInterface) {
      throw conflictState("load_balancer_public_interface_disabled", "the public interface of the load balancer is disabled: targets must use their private IP");
    }
  };
  const assertInNetwork = () => {
    if (host.privateNet.length === 0) {
      throw conflictState("load_balancer_not_attached_to_network", "use_private_ip needs the load balancer attached to a network");
    }
  };
  switch (request.type) {
    case "server": {
      const id = request.server?.id;
      if (id === void 0)
        throw invalidField(at("server"), "is required for server targets");
      const server = findOwned(context, COLLECTIONS.servers, id);
      if (!server)
        throw invalidField(at("server.id"), `server ${id} not found`);
      if (usePrivateIp) {
        assertInNetwork();
        if (!sharesNetwork(host, server)) {
          throw conflictState("resolve_cloud_private_targets_error", `server ${id} is in none of the load balancer's networks`);
        }
      } else {
        assertPublicReachable();
        if (!hasPublicIp(context, server)) {
          throw conflictState("resolve_cloud_public_targets_error", `server ${id} has no public IP to send traffic to`);
        }
      }
      return { type: "server", server: { id }, use_private_ip: usePrivateIp };
    }
    case "label_selector": {
      const selector = request.label_selector?.selector;
      if (selector === void 0)
        throw invalidField(at("label_selector"), "is required for label_selector targets");
      labelSelectorOrError(selector, at("label_selector.selector"));
      if (usePrivateIp)
        assertInNetwork();
      else
        assertPublicReachable();
      return { type: "label_selector", label_selector: { selector }, use_private_ip: usePrivateIp };
    }
    case "ip": {
      const ip = request.ip?.ip;
      if (ip === void 0)
        throw invalidField(at("ip"), "is required for ip targets");
      if (isIP(ip) === 0)
        throw invalidField(at("ip.ip"), `'${ip}' is not an IP address`);
      const kind = classifyIp(ip);
      if (kind === "cloud") {
        throw conflictState("cloud_resource_ip_not_allowed", `${ip} belongs to a cloud resource; target the server itself instead`);
      }
      if (kind === "unusable") {
        throw conflictState("ip_not_owned", `${ip} is not an address of one of your servers`);
      }
      if (kind === "private") {
        const vswitchSubnets = networksOf(context, host).flatMap((network) => network.subnets.filter((subnet) => subnet.type === "vswitch"));
        if (vswitchSubnets.length === 0) {
          throw conflictState("network_has_no_vswitch_subnet", `${ip} is private: the load balancer needs a network with a vSwitch subnet`);
        }
        const value = ipToNumber(ip);
        if (!vswitchSubnets.some((subnet) => cidrContainsIp(parseCidr(subnet.ip_range), value))) {
          throw conflictState("ip_not_in_vswitch_subnet", `${ip} is in none of the vSwitch subnets of the load balancer's networks`);
        }
      } else {
        assertPublicReachable();
      }
      return { type: "ip", ip: { ip } };
    }
  }
}
function assertNewTarget(existing, target) {
  if (existing.some((other) => sameTarget2(other, target))) {
    throw conflictState("target_already_defined", "this target is already defined");
  }
}
function findTarget(targets, request) {
  const field = request.type === "server" ? "server" : request.type === "ip" ? "ip" : "label_selector";
  if (request[field] === void 0)
    throw invalidField(field, `is required for ${request.type} targets`);
  const target = targets.find((entry) => sameTarget2(entry, request));
  if (!target)
    throw invalidField(field, "is not a target of the load balancer");
  return target;
}
function usesPrivateIp(target) {
  return target.type === "ip" ? classifyIp(target.ip.ip) === "private" : target.use_private_ip;
}
function loadBalancersOfServer(context, server) {
  const direct = lookupOwned(context, COLLECTIONS.loadBalancers, INDEX.server, server.id);
  const bySelector = lookupOwned(context, COLLECTIONS.loadBalancers, INDEX.selectorTargets, "true").filter((loadBalancer) => !direct.includes(loadBalancer) && loadBalancer.targets.some((target) => target.type === "label_selector" && matchesLabels(server.labels, labelSelectorOrError(target.label_selector.selector))));
  if (bySelector.length === 0)
    return direct;
  return [...direct, ...bySelector].sort((a, b) => a.id - b.id);
}
function removeServerTargets(context, serverId) {
  for (const loadBalancer of lookupOwned(context, COLLECTIONS.loadBalancers, INDEX.server, serverId)) {
    loadBalancer.targets = loadBalancer.targets.filter((target) => !(target.type === "server" && target.server.id === serverId));
    context.services.store.put(COLLECTIONS.loadBalancers, loadBalancer);
  }
}

// ../apps/emulator/dist/resources/primary-ips/indexes.js
var primaryIpIndexes = [
  nameIndex(COLLECTIONS.primaryIps),
  // The IPs of servers; a load balancer's are named in its own record.
  recordIndex(COLLECTIONS.primaryIps, INDEX.server, (ip) => ip.assigneeId === null || ip.assigneeType === "load_balancer" ? [] : [ip.assigneeId])
];
function assigneeOf(ip) {
  if (ip.assigneeId === null)
    return null;
  return `${ip.assigneeType === "load_balancer" ? "load balancer" : "server"} ${ip.assigneeId}`;
}
function primaryIpsOfServer(context, serverId) {
  return lookupOwned(context, COLLECTIONS.primaryIps, INDEX.server, serverId);
}

// ../apps/emulator/dist/resources/primary-ips/views.js
function viewPrimaryIp(context, record) {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    created: record.created,
    blocked: false,
    location: locationById(context, record.locationId),
    ip: record.ip,
    dns_ptr: dnsPtrEntries(record),
    protection: record.protection,
    type: record.type,
    auto_delete: record.autoDelete,
    // `unassigned` whenever nothing holds it (the API's answer since 2026-08-01); a load
    // balancer created on it holds it for its lifetime (since 2026-10-05).
    assignee_type: record.assigneeId === null ? "unassigned" : record.assigneeType ?? "server",
    assignee_id: record.assigneeId
  };
}

// ../apps/emulator/dist/resources/primary-ips/handlers.js
function createPrimaryIpRecord(context, fields) {
  const id = context.services.store.nextId(COLLECTIONS.primaryIps);
  const ip = fields.type === "ipv4" ? publicIpv4("primary", id) : publicIpv6("primary", id);
  const record = {
    id,
    project: context.project,
    name: fields.name ?? `primary_ip-${id}`,
    labels: fields.labels ?? {},
    created: isoTime(context.nowMs),
    locationId: fields.locationId,
    ip,
    type: fields.type,
    dnsPtr: storedDnsPtr(ip, fields.type, defaultDnsPtr(ip, fields.type)),
    protection: { delete: false },
    autoDelete: fields.autoDelete,
    assigneeId: fields.assigneeId
  };
  context.services.store.put(COLLECTIONS.primaryIps, record);
  return record;
}
function primaryIpForNewResource(context, id, family, location) {
  const existing = requireReferenced(context, COLLECTIONS.primaryIps, "primary IP", id, `public_net.${family}`);
  if (existing.type !== family) {
    throw new ApiError(412, "primary_ip_version_mismatch", `primary IP ${existing.id} is ${existing.type}, not ${family}`);
  }
  if (existing.assigneeId !== null)
    throw conflictState("primary_ip_assigned", `primary IP ${existing.id} is already assigned`);
  if (existing.locationId !== location.id) {
    throw conflictState("primary_ip_datacenter_mismatch", `primary IP ${existing.id} is not in ${location.name}`);
  }
  return existing;
}
function checkAssignable(context, server, type) {
  if (server.status !== "off") {
    throw conflictState("server_not_stopped", `server ${server.id} must be off to change its primary IPs`);
  }
  if (primaryIpsOfServer(context, server.id).some((record) => record.type === type)) {
    throw conflictState(type === "ipv4" ? "server_has_ipv4" : "server_has_ipv6", `server ${server.id} already has a primary ${type}`);
  }
}
var PRIMARY_IP = {
  ...ownedKind(COLLECTIONS.primaryIps, "primary_ip", "primary IP"),
  view: viewPrimaryIp
};
var find4 = (context) => PRIMARY_IP.find(context);
var primaryIpHandlers = {
  list_primary_ips: (context) => {
    let records = ownedRecords(context, COLLECTIONS.primaryIps);
    if (typeof context.query.ip === "string")
      records = records.filter((record) => record.ip === context.query.ip);
    return listResponse(context, "primary_ips", records, {
      view: (record) => viewPrimaryIp(context, record)
    });
  },
  create_primary_ip: (context) => {
    const body = context.body;
    refuseRemovedDatacenter(context, body);
    assertUniqueName(context, COLLECTIONS.primaryIps, "primary IP", body.name);
    const assigneeId = body.assignee_id ?? void 0;
    let locationId;
    let server;
    if (assigneeId !== void 0) {
      if (body.location !== void 0)
        throw invalidField("location", "must not be combined with assignee_id");
      server = requireReferenced(context, COLLECTIONS.servers, "server", assigneeId, "assignee_id");
      checkAssignable(context, server, body.type);
      assertNotLocked(context, "server", server.id);
      locationId = server.locationId;
    } else if (body.location !== void 0) {
      locationId = resolveLocation(context, body.location, "location").id;
    } else {
      throw invalidField("location", "is required when assignee_id is not given");
    }
    const record = createPrimaryIpRecord(context, {
      name: body.name,
      type: body.type,
      locationId,
      assigneeId: server?.id ?? null,
      autoDelete: body.auto_delete ?? false,
      labels: body.labels
    });
    return {
      status: 201,
      body: {
        primary_ip: viewPrimaryIp(context, record),
        action: assignmentOnCreate(context, PRIMARY_IP, record, server)
      }
    };
  },
  get_primary_ip: getHandler(PRIMARY_IP),
  update_primary_ip: updateHandler(PRIMARY_IP, (record, body) => {
    if (typeof body.auto_delete === "boolean")
      record.autoDelete = body.auto_delete;
  }),
  delete_primary_ip: deleteUnassignedIpHandler(PRIMARY_IP, assigneeOf),
  assign_primary_ip: (context) => {
    const record = find4(context);
    const body = context.body;
    assertNotLocked(context, "primary_ip", record.id);
    if (record.assigneeId !== null) {
      throw conflictState("primary_ip_already_assigned", `primary IP ${record.id} is already assigned to ${assigneeOf(record)}`);
    }
    const server = requireReferenced(context, COLLECTIONS.servers, "server", body.assignee_id, "assignee_id");
    assertNotLocked(context, "server", server.id);
    if (server.locationId !== record.locationId) {
      throw conflictState("primary_ip_datacenter_mismatch", `primary IP ${record.id} and server ${server.id} are in different locations`);
    }
    checkAssignable(context, server, record.type);
    record.assigneeId = server.id;
    context.services.store.put(COLLECTIONS.primaryIps, record);
    return actionCreated(context, startAction(context, "assign_primary_ip", [
      { id: record.id, type: "primary_ip" },
      { id: server.id, type: "server" }
    ]));
  },
  unassign_primary_ip: (context) => {
    const record = find4(context);
    assertNotLocked(context, "primary_ip", record.id);
    const resources = [{ id: record.id, type: "primary_ip" }];
    if (record.assigneeType === "load_balancer" && record.assigneeId !== null) {
      throw unsupported(`primary IP ${record.id} belongs to load balancer ${record.assigneeId} until it is deleted`);
    }
    if (record.assigneeId !== null) {
      const server = context.services.store.get(COLLECTIONS.servers, record.assigneeId);
      if (server) {
        if (loadBalancersOfServer(context, server).length > 0) {
          throw conflictState("server_is_load_balancer_target", `server ${server.id} is a load balancer target; remove it from the load balancers first`);
        }
        if (server.status !== "off") {
          throw conflictState("server_not_stopped", `server ${server.id} must be off to unassign its primary IP`);
        }
        resources.push({ id: server.id, type: "server" });
      }
      record.assigneeId = null;
      context.services.store.put(COLLECTIONS.primaryIps, record);
    }
    return actionCreated(context, startAction(context, "unassign_primary_ip", resources));
  },
  change_primary_ip_dns_ptr: changeIpDnsPtrHandler(PRIMARY_IP),
  change_primary_ip_protection: changeDeleteProtectionHandler(PRIMARY_IP),
  ...actionListingHandlers(PRIMARY_IP, byPathId(PRIMARY_IP))
};

// ../apps/emulator/dist/resources/kit/metric-types.js
function requestedMetricTypes(value) {
  const values = Array.isArray(value) ? value.map(String) : value === void 0 ? [] : [String(value)];
  return [...new Set(values.flatMap((entry) => entry.split(",")))];
}

// ../apps/emulator/dist/resources/load-balancers/metrics.js
var SERIES = {
  open_connections: { names: ["open_connections"], scale: 500 },
  connections_per_second: { names: ["connections_per_second"], scale: 50 },
  requests_per_second: { names: ["requests_per_second"], scale: 120 },
  bandwidth: { names: ["bandwidth.in", "bandwidth.out"], scale: 25e4 }
};
var DEFAULT_SAMPLES = 200;
var MAX_SAMPLES = 500;
function loadBalancerMetrics(context) {
  const start = Date.parse(String(context.query.start));
  const end = Date.parse(String(context.query.end));
  if (!(end > start))
    throw invalidField("end", "must be after start");
  const seconds = (end - start) / 1e3;
  let step;
  if (context.query.step !== void 0) {
    step = Number(context.query.step);
    if (!(step >= 1))
      throw invalidField("step", "must be at least 1 second");
  } else {
    step = Math.max(1, Math.ceil(seconds / (DEFAULT_SAMPLES - 1)));
  }
  step = Math.max(step, Math.ceil(seconds / (MAX_SAMPLES - 1)));
  const samples = Math.floor(seconds / step) + 1;
  const firstSecond = Math.floor(start / 1e3);
  const timeSeries = {};
  for (const type of requestedMetricTypes(context.query.type)) {
    const series = SERIES[type];
    if (!series)
      continue;
    series.names.forEach((name2, offset) => {
      const values = [];
      for (let index = 0; index < samples; index += 1) {
        const t = firstSecond + index * step;
        const level = (Math.sin(t / 900 + offset) + 1) / 2;
        values.push([t, (level * series.scale).toFixed(2)]);
      }
      timeSeries[name2] = { values };
    });
  }
  return {
    status: 200,
    body: {
      metrics: { start: isoTime(start), end: isoTime(end), step, time_series: timeSeries }
    }
  };
}

// ../apps/emulator/dist/resources/load-balancers/public-ips.js
function primaryIpOf(context, record, family) {
  const id = record.primaryIps?.[family];
  return id === void 0 ? void 0 : findOwned(context, COLLECTIONS.primaryIps, id);
}
function addressOnPrimaryIp(ip) {
  return ip.type === "ipv4" ? ip.ip : `${ip.ip.split("/")[0]}1`;
}
function claimPrimaryIps(context, record, ips) {
  for (const ip of ips) {
    ip.assigneeId = record.id;
    ip.assigneeType = "load_balancer";
    context.services.store.put(COLLECTIONS.primaryIps, ip);
  }
}
function releasePrimaryIps(context, record) {
  for (const family of ["ipv4", "ipv6"]) {
    const ip = primaryIpOf(context, record, family);
    if (!ip)
      continue;
    if (ip.autoDelete) {
      context.services.store.remove(COLLECTIONS.primaryIps, ip.id);
      continue;
    }
    ip.assigneeId = null;
    delete ip.assigneeType;
    context.services.store.put(COLLECTIONS.primaryIps, ip);
  }
}
function primaryIpDnsPtr(ip, address) {
  return dnsPtrEntries(ip).find((entry) => entry.ip === address)?.dns_ptr ?? null;
}
function changePrimaryIpDnsPtr(context, ip, address, dnsPtr) {
  ip.dnsPtr = storedDnsPtr(ip.ip, ip.type, changeDnsPtr(dnsPtrEntries(ip), ip.ip, ip.type, address, dnsPtr));
  context.services.store.put(COLLECTIONS.primaryIps, ip);
}

// ../apps/emulator/dist/resources/load-balancers/services.js
var REDIRECT_PORT = 80;
var DEFAULT_PORTS = { http: 80, https: 443 };
var DEFAULT_DESTINATION_PORT = 80;
function defaultHttp() {
  return {
    cookie_name: "HCLBSTICKY",
    cookie_lifetime: 300,
    timeout_idle: 50,
    sticky_sessions: false,
    certificates: [],
    redirect_http: false
  };
}
function defaultHealthCheckHttp() {
  return { domain: "", path: "/", response: "", status_codes: ["2??", "3??"], tls: false };
}
function defaultHealthCheck(protocol, destinationPort) {
  const base = { port: destinationPort, interval: 15, timeout: 10, retries: 3 };
  return protocol === "tcp" ? { protocol: "tcp", ...base } : { protocol: "http", ...base, http: defaultHealthCheckHttp() };
}
function mergeHealthCheck(base, request) {
  if (!request)
    return base;
  const next = { ...base };
  if (request.protocol !== void 0 && request.protocol !== null)
    next.protocol = request.protocol;
  if (request.port !== void 0 && request.port !== null)
    next.port = request.port;
  if (request.interval !== void 0 && request.interval !== null)
    next.interval = request.interval;
  if (request.timeout !== void 0 && request.timeout !== null)
    next.timeout = request.timeout;
  if (request.retries !== void 0 && request.retries !== null)
    next.retries = request.retries;
  if (next.protocol === "tcp") {
    delete next.http;
    return next;
  }
  const http = { ...base.http ?? defaultHealthCheckHttp() };
  const given = request.http;
  if (given) {
    if (given.domain !== void 0)
      http.domain = given.domain ?? "";
    if (given.path !== void 0)
      http.path = given.path;
    if (given.response !== void 0)
      http.response = given.response;
    if (given.status_codes !== void 0)
      http.status_codes = [...given.status_codes];
    if (given.tls !== void 0)
      http.tls = given.tls;
  }
  next.http = http;
  return next;
}
function mergeHttp(protocol, base, request) {
  if (protocol === "tcp")
    return null;
  const next = { ...base ?? defaultHttp() };
  if (request) {
    if (request.cookie_name !== void 0)
      next.cookie_name = request.cookie_name;
    if (request.cookie_lifetime !== void 0)
      next.cookie_lifetime = request.cookie_lifetime;
    if (request.timeout_idle !== void 0)
      next.timeout_idle = request.timeout_idle;
    if (request.sticky_sessions !== void 0)
      next.sticky_sessions = request.sticky_sessions;
    if (request.certificates !== void 0)
      next.certificates = [...request.certificates];
    if (request.redirect_http !== void 0)
      next.redirect_http = request.redirect_http;
  }
  if (protocol === "http") {
    next.certificates = [];
    next.redirect_http = false;
  }
  return next;
}
function buildService(request, field) {
  const at = (name2) => field === "" ? name2 : `${field}.${name2}`;
  const protocol = request.protocol;
  const listenPort = request.listen_port ?? (protocol === "tcp" ? void 0 : DEFAULT_PORTS[protocol]);
  if (listenPort === void 0)
    throw invalidField(at("listen_port"), "is required for tcp services");
  const destinationPort = request.destination_port ?? (protocol === "tcp" ? void 0 : DEFAULT_DESTINATION_PORT);
  if (destinationPort === void 0)
    throw invalidField(at("destination_port"), "is required for tcp services");
  return {
    protocol,
    listen_port: listenPort,
    destination_port: destinationPort,
    proxyprotocol: request.proxyprotocol ?? false,
    health_check: mergeHealthCheck(defaultHealthCheck(protocol, destinationPort), request.health_check),
    http: mergeHttp(protocol, null, request.http)
  };
}
function updatedService(service, request) {
  const protocol = request.protocol ?? service.protocol;
  const next = {
    ...service,
    protocol,
    destination_port: request.destination_port ?? service.destination_port,
    proxyprotocol: request.proxyprotocol ?? service.proxyprotocol,
    health_check: mergeHealthCheck(service.health_check, request.health_check),
    http: mergeHttp(protocol, service.http, request.http)
  };
  return next;
}
function occupiedPorts(service) {
  return service.protocol === "https" && service.http?.redirect_http ? [service.listen_port, REDIRECT_PORT] : [service.listen_port];
}
function assertPortsFree(services, status) {
  const seen = /* @__PURE__ */ new Set();
  for (const service of services) {
    for (const port2 of occupiedPorts(service)) {
      if (seen.has(port2)) {
        throw conflictState("source_port_already_used", `port ${port2} is already used by another service of the load balancer`, status);
      }
      seen.add(port2);
    }
  }
}
function assignedCertificates(services) {
  return [...new Set(services.flatMap((service) => service.http?.certificates ?? []))];
}
function assertCertificatesExist(context, service, field) {
  const certificates = service.http?.certificates ?? [];
  certificates.forEach((id, index) => {
    const at = `${field === "" ? "" : `${field}.`}http.certificates[${index}]`;
    if (certificates.indexOf(id) !== index)
      throw invalidField(at, `certificate ${id} is listed twice`);
    if (!findOwned(context, COLLECTIONS.certificates, id))
      throw invalidField(at, `certificate ${id} not found`);
  });
}
function assertServiceLimits(type, services, fields) {
  if (services.length > type.max_services) {
    throw invalidField(fields.services, `load balancer type ${type.name} allows at most ${type.max_services} services`);
  }
  const certificates = assignedCertificates(services).length;
  if (certificates > type.max_assigned_certificates) {
    throw invalidField(fields.certificates, `load balancer type ${type.name} allows at most ${type.max_assigned_certificates} assigned certificates`);
  }
}
function viewService(service) {
  const common = {
    listen_port: service.listen_port,
    destination_port: service.destination_port,
    proxyprotocol: service.proxyprotocol,
    // Stores written before domains were "" may still hold null.
    health_check: service.health_check.http ? {
      ...service.health_check,
      http: { ...service.health_check.http, domain: service.health_check.http.domain ?? "" }
    } : service.health_check
  };
  const http = service.http ?? defaultHttp();
  switch (service.protocol) {
    case "tcp":
      return { protocol: "tcp", ...common };
    case "http":
      return {
        protocol: "http",
        ...common,
        http: {
          cookie_name: http.cookie_name,
          cookie_lifetime: http.cookie_lifetime,
          timeout_idle: http.timeout_idle,
          sticky_sessions: http.sticky_sessions,
          // Shown for http services too: hcloud-python reads both for every non-tcp service.
          certificates: [],
          redirect_http: false
        }
      };
    case "https":
      return { protocol: "https", ...common, http: { ...http } };
  }
}

// ../apps/emulator/dist/resources/load-balancers/views.js
function loadBalancerIpv4(id) {
  return `198.18.${Math.floor(id / 254) % 256}.${id % 254 + 1}`;
}
function loadBalancerIpv6(id) {
  return `2001:db8:1b::${id.toString(16)}`;
}
function serverHealth(loadBalancer, server, usePrivateIp) {
  if (!server)
    return "unhealthy";
  if (usePrivateIp && !server.privateNet.some((entry) => loadBalancer.privateNet.some((own) => own.network === entry.network))) {
    return "unhealthy";
  }
  if (server.status === "running")
    return "healthy";
  if (server.status === "off")
    return "unhealthy";
  return "unknown";
}
function healthStatus(loadBalancer, status) {
  return loadBalancer.services.map((service) => ({ listen_port: service.listen_port, status }));
}
function viewServerTarget(loadBalancer, server, id, usePrivateIp) {
  return {
    type: "server",
    server: { id },
    health_status: healthStatus(loadBalancer, serverHealth(loadBalancer, server, usePrivateIp)),
    use_private_ip: usePrivateIp
  };
}
function viewTarget(context, loadBalancer, target, matches2) {
  switch (target.type) {
    case "server":
      return viewServerTarget(loadBalancer, findOwned(context, COLLECTIONS.servers, target.server.id), target.server.id, target.use_private_ip);
    case "label_selector":
      return {
        type: "label_selector",
        label_selector: { selector: target.label_selector.selector },
        use_private_ip: target.use_private_ip,
        targets: matches2(target.label_selector.selector).map((server) => viewServerTarget(loadBalancer, server, server.id, target.use_private_ip))
      };
    case "ip":
      return {
        type: "ip",
        ip: { ip: target.ip.ip },
        health_status: healthStatus(loadBalancer, "unknown")
      };
  }
}
function viewLoadBalancer(context, record, matches2 = selectorMatcher2(context)) {
  const type = loadBalancerTypeById(context, record.loadBalancerTypeId);
  const location = locationById(context, record.locationId);
  const ptr = (ip) => record.dnsPtr.find((entry) => entry.ip === ip)?.dns_ptr;
  const v4 = primaryIpOf(context, record, "ipv4");
  const v6 = primaryIpOf(context, record, "ipv6");
  return {
    id: record.id,
    name: record.name,
    public_net: {
      enabled: record.publicInterface,
      ipv4: {
        id: v4?.id ?? null,
        ip: record.ipv4,
        blocked: false,
        dns_ptr: v4 ? primaryIpDnsPtr(v4, record.ipv4) : ptr(record.ipv4) ?? defaultDnsPtr(record.ipv4, "ipv4")[0]?.dns_ptr ?? null
      },
      ipv6: {
        id: v6?.id ?? null,
        ip: record.ipv6,
        blocked: false,
        dns_ptr: v6 ? primaryIpDnsPtr(v6, record.ipv6) : ptr(record.ipv6) ?? null
      }
    },
    private_net: record.privateNet.map((entry) => ({ network: entry.network, ip: entry.ip })),
    location,
    load_balancer_type: type,
    protection: { delete: record.protection.delete },
    labels: record.labels,
    created: record.created,
    services: record.services.map(viewService),
    targets: record.targets.map((target) => viewTarget(context, record, target, matches2)),
    algorithm: { type: record.algorithm },
    outgoing_traffic: 0,
    ingoing_traffic: 0,
    included_traffic: type.prices.find((entry) => entry.location === location.name)?.included_traffic ?? 0
  };
}

// ../apps/emulator/dist/resources/load-balancers/handlers.js
var TYPE = "load_balancer";
var LOAD_BALANCER = {
  ...ownedKind(COLLECTIONS.loadBalancers, TYPE, "load balancer"),
  view: (context, record) => viewLoadBalancer(context, record)
};
function findUnlocked(context) {
  const record = LOAD_BALANCER.find(context);
  assertNotLocked(context, TYPE, record.id);
  return record;
}
function referencedNetwork(context, id) {
  return requireReferenced(context, COLLECTIONS.networks, "network", id, "network");
}
function lbAction(context, record, command, extra = []) {
  context.services.store.put(COLLECTIONS.loadBalancers, record);
  return actionCreated(context, startAction(context, command, [{ id: record.id, type: TYPE }, ...extra]));
}
function placement(context, body) {
  const locations = catalogOf(context).locations;
  if (body.network_zone !== void 0) {
    const zone = body.network_zone;
    if (!locations.some((location) => location.network_zone === zone))
      throw invalidField("network_zone", `network zone '${zone}' does not exist`);
  }
  if (body.location !== void 0) {
    const location = resolveLocation(context, body.location, "location");
    if (body.network_zone !== void 0 && location.network_zone !== body.network_zone) {
      throw invalidField("network_zone", `location ${location.name} is in network zone ${location.network_zone}, not ${body.network_zone}`);
    }
    return location;
  }
  const inZone = locations.find((location) => body.network_zone === void 0 || location.network_zone === body.network_zone);
  return inZone;
}
function assertPrivateOnlyPossible(privateNet, targets) {
  if (privateNet.length === 0) {
    throw conflictState("load_balancer_not_attached_to_network", "without a public interface the load balancer needs a network");
  }
  if (targets.some((target) => !usesPrivateIp(target))) {
    throw conflictState("targets_without_use_private_ip", "without a public interface every target must use its private IP");
  }
}
var loadBalancerHandlers = {
  list_load_balancers: (context) => {
    const matches2 = selectorMatcher2(context);
    return listResponse(context, "load_balancers", ownedRecords(context, COLLECTIONS.loadBalancers), { view: (record) => viewLoadBalancer(context, record, matches2) });
  },
  create_load_balancer: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.loadBalancers, "load balancer", body.name);
    const type = resolveLoadBalancerType(context, body.load_balancer_type, "load_balancer_type");
    assertLoadBalancerTypeOrderable(context, type);
    const location = placement(context, body);
    const publicInterface = body.public_interface ?? true;
    const privateNet = [];
    let network;
    if (body.network !== void 0) {
      network = referencedNetwork(context, body.network);
      privateNet.push({
        network: network.id,
        ip: allocatePrivateIp(context, network, location.network_zone, void 0)
      });
    }
    const services = (body.services ?? []).map((request, index) => {
      const service = buildService(request, `services[${index}]`);
      assertCertificatesExist(context, service, `services[${index}]`);
      return service;
    });
    assertPortsFree(services, 412);
    assertServiceLimits(type, services, { services: "services", certificates: "services" });
    const targets = [];
    (body.targets ?? []).forEach((request, index) => {
      const target = parseTarget(context, { privateNet, publicInterface }, request, `targets[${index}]`, false);
      assertNewTarget(targets, target);
      targets.push(target);
    });
    const matches2 = selectorMatcher2(context);
    assertTargetLimit(type, targets, matches2, "targets");
    if (!publicInterface)
      assertPrivateOnlyPossible(privateNet, targets);
    const onPrimaryIps = ["ipv4", "ipv6"].flatMap((family) => {
      const requested = body.public_net?.[family];
      return requested === void 0 ? [] : [primaryIpForNewResource(context, requested, family, location)];
    });
    const v4 = onPrimaryIps.find((ip) => ip.type === "ipv4");
    const v6 = onPrimaryIps.find((ip) => ip.type === "ipv6");
    const id = context.services.store.nextId(COLLECTIONS.loadBalancers);
    const record = {
      id,
      project: context.project,
      name: body.name,
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
      locationId: location.id,
      loadBalancerTypeId: type.id,
      algorithm: body.algorithm?.type ?? "round_robin",
      publicInterface,
      ipv4: v4 ? addressOnPrimaryIp(v4) : loadBalancerIpv4(id),
      ipv6: v6 ? addressOnPrimaryIp(v6) : loadBalancerIpv6(id),
      ...onPrimaryIps.length > 0 ? { primaryIps: { ipv4: v4?.id, ipv6: v6?.id } } : {},
      dnsPtr: [],
      privateNet,
      services,
      targets,
      protection: { delete: false }
    };
    context.services.store.put(COLLECTIONS.loadBalancers, record);
    claimPrimaryIps(context, record, onPrimaryIps);
    const action = startAction(context, "create_load_balancer", [
      { id, type: TYPE },
      ...network ? [{ id: network.id, type: "network" }] : []
    ]);
    return {
      status: 201,
      body: {
        load_balancer: viewLoadBalancer(context, record, matches2),
        action: viewAction(context, action)
      }
    };
  },
  get_load_balancer: getHandler(LOAD_BALANCER),
  update_load_balancer: updateHandler(LOAD_BALANCER),
  delete_load_balancer: (context) => {
    const record = LOAD_BALANCER.find(context);
    assertDeletable("load balancer", record);
    releasePrimaryIps(context, record);
    context.services.store.remove(COLLECTIONS.loadBalancers, record.id);
    return actionCreated(context, startAction(context, "delete_load_balancer", [{ id: record.id, type: "load_balancer" }]));
  },
  get_load_balancer_metrics: (context) => {
    LOAD_BALANCER.find(context);
    return loadBalancerMetrics(context);
  },
  add_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const service = buildService(body, "");
    assertCertificatesExist(context, service, "");
    const services = [...record.services, service];
    assertPortsFree(services, 412);
    assertServiceLimits(loadBalancerTypeOf(context, record), services, {
      services: "listen_port",
      certificates: "http.certificates"
    });
    record.services = services;
    return lbAction(context, record, "add_service");
  },
  update_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const index = record.services.findIndex((entry) => entry.listen_port === body.listen_port);
    const current = record.services[index];
    if (!current)
      throw invalidField("listen_port", `no service listens on port ${body.listen_port}`);
    const service = updatedService(current, body);
    assertCertificatesExist(context, service, "");
    const services = record.services.map((entry, position2) => position2 === index ? service : entry);
    assertPortsFree(services, 422);
    assertServiceLimits(loadBalancerTypeOf(context, record), services, {
      services: "listen_port",
      certificates: "http.certificates"
    });
    record.services = services;
    return lbAction(context, record, "update_service");
  },
  delete_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    if (!record.services.some((entry) => entry.listen_port === body.listen_port))
      throw invalidField("listen_port", `no service listens on port ${body.listen_port}`);
    record.services = record.services.filter((entry) => entry.listen_port !== body.listen_port);
    return lbAction(context, record, "delete_service");
  },
  add_load_balancer_target: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const target = parseTarget(context, record, body, "", true);
    assertNewTarget(record.targets, target);
    const targets = [...record.targets, target];
    assertTargetLimit(loadBalancerTypeOf(context, record), targets, selectorMatcher2(context), "type");
    record.targets = targets;
    return lbAction(context, record, "add_target", target.type === "server" ? [{ id: target.server.id, type: "server" }] : []);
  },
  remove_load_balancer_target: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const target = findTarget(record.targets, body);
    record.targets = record.targets.filter((entry) => entry !== target);
    return lbAction(context, record, "remove_target", target.type === "server" ? [{ id: target.server.id, type: "server" }] : []);
  },
  attach_load_balancer_to_network: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const network = referencedNetwork(context, body.network);
    assertNotLocked(context, TYPE, record.id);
    if (record.privateNet.some((entry) => entry.network === network.id)) {
      throw conflictState("load_balancer_already_attached", `load balancer ${record.id} is already attached to network ${network.id}`);
    }
    const zone = locationById(context, record.locationId).network_zone;
    const ip = allocatePrivateIp(context, network, zone, body.ip, body.ip_range);
    record.privateNet = [...record.privateNet, { network: network.id, ip }];
    return lbAction(context, record, "attach_to_network", [{ id: network.id, type: "network" }]);
  },
  detach_load_balancer_from_network: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    referencedNetwork(context, body.network);
    assertNotLocked(context, TYPE, record.id);
    if (!record.privateNet.some((entry) => entry.network === body.network)) {
      throw invalidField("network", `load balancer ${record.id} is not attached to network ${body.network}`);
    }
    record.privateNet = record.privateNet.filter((entry) => entry.network !== body.network);
    return lbAction(context, record, "detach_from_network", [
      { id: body.network, type: "network" }
    ]);
  },
  change_load_balancer_algorithm: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    record.algorithm = body.type;
    return lbAction(context, record, "change_algorithm");
  },
  change_load_balancer_dns_ptr: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const family = body.ip === record.ipv4 ? "ipv4" : body.ip === record.ipv6 ? "ipv6" : void 0;
    if (!family) {
      throw invalidField("ip", `${body.ip} is not a public IP of load balancer ${record.id} (${record.ipv4}, ${record.ipv6})`);
    }
    const address = family === "ipv4" ? record.ipv4 : record.ipv6;
    const held = primaryIpOf(context, record, family);
    if (held) {
      changePrimaryIpDnsPtr(context, held, body.ip, body.dns_ptr);
      return lbAction(context, record, "change_dns_ptr");
    }
    record.dnsPtr = changeDnsPtr(record.dnsPtr, address, family, body.ip, body.dns_ptr).filter((entry) => body.dns_ptr !== null || entry.ip !== body.ip);
    return lbAction(context, record, "change_dns_ptr");
  },
  change_load_balancer_protection: changeDeleteProtectionHandler(LOAD_BALANCER),
  change_load_balancer_type: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const type = resolveLoadBalancerType(context, body.load_balancer_type, "load_balancer_type");
    assertLoadBalancerTypeOrderable(context, type);
    const problems = [];
    if (record.services.length > type.max_services)
      problems.push(`${record.services.length} services (at most ${type.max_services})`);
    const targetCount = countTargets(record.targets, selectorMatcher2(context));
    if (targetCount > type.max_targets)
      problems.push(`${targetCount} targets (at most ${type.max_targets})`);
    const certificates = assignedCertificates(record.services).length;
    if (certificates > type.max_assigned_certificates)
      problems.push(`${certificates} assigned certificates (at most ${type.max_assigned_certificates})`);
    if (problems.length > 0) {
      throw conflictState("invalid_load_balancer_type", `load balancer type ${type.name} does not fit: the load balancer has ${problems.join(", ")}`);
    }
    record.loadBalancerTypeId = type.id;
    return lbAction(context, record, "change_load_balancer_type");
  },
  enable_load_balancer_public_interface: (context) => {
    const record = findUnlocked(context);
    record.publicInterface = true;
    return lbAction(context, record, "enable_public_interface");
  },
  disable_load_balancer_public_interface: (context) => {
    const record = findUnlocked(context);
    assertPrivateOnlyPossible(record.privateNet, record.targets);
    record.publicInterface = false;
    return lbAction(context, record, "disable_public_interface");
  },
  ...actionListingHandlers(LOAD_BALANCER, byPathId(LOAD_BALANCER))
};
function loadBalancerTypeOf(context, record) {
  return resolveLoadBalancerType(context, record.loadBalancerTypeId, "load_balancer_type");
}

// ../apps/emulator/dist/resources/networks/indexes.js
var networkIndexes = [nameIndex(COLLECTIONS.networks)];

// ../apps/emulator/dist/resources/placement-groups/views.js
function memberIds(context, groupId) {
  return lookupOwned(context, COLLECTIONS.servers, INDEX.placementGroup, groupId).map((server) => server.id);
}
function viewPlacementGroup(context, record) {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    type: record.type,
    created: record.created,
    servers: memberIds(context, record.id)
  };
}

// ../apps/emulator/dist/resources/placement-groups/handlers.js
var SPREAD_GROUP_MAX_SERVERS = 10;
var PLACEMENT_GROUP = {
  ...ownedKind(COLLECTIONS.placementGroups, "placement_group", "placement group"),
  view: viewPlacementGroup
};
function findPlacementGroup(context, id) {
  return findOwned(context, COLLECTIONS.placementGroups, id);
}
function requirePlacementGroup(context, id) {
  const group = findPlacementGroup(context, id);
  if (!group)
    throw notFound("placement_group", id);
  return group;
}
function referencedPlacementGroup(context, id, field) {
  return requireReferenced(context, COLLECTIONS.placementGroups, "placement group", id, field);
}
function assertRoomInPlacementGroup(context, group) {
  const members = memberIds(context, group.id).length;
  if (members >= SPREAD_GROUP_MAX_SERVERS) {
    throw conflictState("placement_error", `placement group ${group.id} already has ${members} servers, the most a ${group.type} group holds`);
  }
}
var placementGroupHandlers = {
  list_placement_groups: (context) => listResponse(context, "placement_groups", filterByValues(ownedRecords(context, COLLECTIONS.placementGroups), context.query.type, (group) => group.type), { view: (record) => viewPlacementGroup(context, record) }),
  create_placement_group: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.placementGroups, "placement group", body.name);
    const record = {
      id: context.services.store.nextId(COLLECTIONS.placementGroups),
      project: context.project,
      name: body.name,
      type: body.type,
      labels: body.labels ?? {},
      created: isoTime(context.nowMs)
    };
    context.services.store.put(COLLECTIONS.placementGroups, record);
    return {
      status: 201,
      body: {
        placement_group: viewPlacementGroup(context, record),
        // Decision: creating a group runs no action (the field is optional and nullable).
        action: null
      }
    };
  },
  get_placement_group: getHandler(PLACEMENT_GROUP),
  update_placement_group: updateHandler(PLACEMENT_GROUP),
  delete_placement_group: (context) => {
    const record = PLACEMENT_GROUP.find(context);
    const members = memberIds(context, record.id);
    if (members.length > 0) {
      throw conflictState("resource_in_use", `placement group ${record.id} still has servers ${members.join(", ")}; remove them first`);
    }
    context.services.store.remove(COLLECTIONS.placementGroups, record.id);
    return { status: 204 };
  }
};

// ../apps/emulator/dist/resources/placement-groups/indexes.js
var placementGroupIndexes = [
  nameIndex(COLLECTIONS.placementGroups)
];

// ../apps/emulator/dist/resources/ssh-keys/handlers.js
import { createHash as createHash5 } from "node:crypto";

// ../apps/emulator/dist/resources/ssh-keys/views.js
function viewSshKey(record) {
  return {
    id: record.id,
    name: record.name,
    fingerprint: record.fingerprint,
    public_key: record.publicKey,
    labels: record.labels,
    created: record.created
  };
}

// ../apps/emulator/dist/resources/ssh-keys/handlers.js
var KEY_PATTERN2 = /^(ssh-(rsa|dss|ed25519)|ecdsa-sha2-nistp(256|384|521)|sk-[a-z0-9@.-]+) ([A-Za-z0-9+/]+={0,2})( .*)?$/;
function fingerprintOf(publicKey) {
  const match = KEY_PATTERN2.exec(publicKey.trim());
  if (!match?.[4])
    throw invalidField("public_key", "is not an OpenSSH public key");
  const digest2 = createHash5("md5").update(Buffer.from(match[4], "base64")).digest("hex");
  return digest2.match(/../g)?.join(":") ?? digest2;
}
var SSH_KEY = {
  ...ownedKind(COLLECTIONS.sshKeys, "ssh_key", "SSH key"),
  view: (_context, record) => viewSshKey(record)
};
function findSshKey(context, value) {
  const reference = readIdOrName(value);
  if ("id" in reference) {
    return findOwned(context, COLLECTIONS.sshKeys, reference.id);
  }
  return lookupOwned(context, COLLECTIONS.sshKeys, INDEX.name, reference.name)[0];
}
var sshKeyHandlers = {
  list_ssh_keys: (context) => {
    const fingerprint = context.query.fingerprint;
    const keys = typeof fingerprint === "string" ? lookupOwned(context, COLLECTIONS.sshKeys, INDEX.fingerprint, fingerprint) : ownedRecords(context, COLLECTIONS.sshKeys);
    return listResponse(context, "ssh_keys", keys, { view: viewSshKey });
  },
  create_ssh_key: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.sshKeys, "SSH key", body.name);
    const fingerprint = fingerprintOf(body.public_key);
    assertUniqueIn(context, COLLECTIONS.sshKeys, INDEX.fingerprint, fingerprint, () => uniquenessError("public_key", "SSH key"));
    const record = {
      id: context.services.store.nextId(COLLECTIONS.sshKeys),
      project: context.project,
      name: body.name,
      fingerprint,
      publicKey: body.public_key.trim(),
      labels: body.labels ?? {},
      created: isoTime(context.nowMs)
    };
    context.services.store.put(COLLECTIONS.sshKeys, record);
    return {
      status: 201,
      body: { ssh_key: viewSshKey(record) }
    };
  },
  get_ssh_key: getHandler(SSH_KEY),
  update_ssh_key: updateHandler(SSH_KEY),
  delete_ssh_key: (context) => {
    const record = SSH_KEY.find(context);
    context.services.store.remove(COLLECTIONS.sshKeys, record.id);
    return { status: 204 };
  }
};

// ../apps/emulator/dist/resources/volumes/indexes.js
var volumeIndexes = [
  nameIndex(COLLECTIONS.volumes),
  recordIndex(COLLECTIONS.volumes, INDEX.server, (volume) => volume.serverId === null ? [] : [volume.serverId])
];
function volumesOfServer(context, serverId) {
  return lookupOwned(context, COLLECTIONS.volumes, INDEX.server, serverId);
}

// ../apps/emulator/dist/resources/volumes/views.js
function viewVolume(context, record) {
  return {
    id: record.id,
    created: record.created,
    name: record.name,
    server: record.serverId,
    location: locationById(context, record.locationId),
    size: record.size,
    linux_device: `/dev/disk/by-id/scsi-0HC_Volume_${record.id}`,
    protection: record.protection,
    labels: record.labels,
    status: record.status,
    format: record.format
  };
}

// ../apps/emulator/dist/resources/volumes/handlers.js
var VOLUME_MIN_SIZE = 10;
var VOLUME_MAX_SIZE = 10240;
var VOLUME = {
  ...ownedKind(COLLECTIONS.volumes, "volume", "volume"),
  view: viewVolume
};
function referencedServer(context, id, field) {
  return requireReferenced(context, COLLECTIONS.servers, "server", id, field);
}
function assertDetached(volume) {
  if (volume.serverId !== null) {
    throw conflictState("volume_already_attached", `volume ${volume.id} is already attached to server ${volume.serverId}; detach it first`);
  }
}
function assertSameLocation(context, volume, server, field) {
  if (server.locationId !== volume.locationId) {
    const serverLocation = locationById(context, server.locationId).name;
    const volumeLocation = locationById(context, volume.locationId).name;
    throw invalidField(field, `server ${server.id} is in ${serverLocation}, volume ${volume.id} is in ${volumeLocation}`);
  }
}
function attachVolume(context, volume, server) {
  volume.serverId = server.id;
  context.services.store.put(COLLECTIONS.volumes, volume);
  return startAction(context, "attach_volume", [
    { id: volume.id, type: "volume" },
    { id: server.id, type: "server" }
  ]);
}
function volumesForNewServer(context, ids, locationId) {
  return ids.map((id, index) => {
    const field = `volumes[${index}]`;
    const volume = requireReferenced(context, COLLECTIONS.volumes, "volume", id, field);
    if (ids.indexOf(id) !== index)
      throw invalidField(field, `volume ${id} is listed twice`);
    assertNotLocked(context, "volume", volume.id);
    assertDetached(volume);
    if (volume.locationId !== locationId) {
      const serverLocation = locationById(context, locationId).name;
      const volumeLocation = locationById(context, volume.locationId).name;
      throw invalidField(field, `volume ${id} is in ${volumeLocation}, the server is created in ${serverLocation}`);
    }
    return volume;
  });
}
function detachVolumesOfServer(context, serverId) {
  for (const volume of volumesOfServer(context, serverId)) {
    volume.serverId = null;
    context.services.store.put(COLLECTIONS.volumes, volume);
  }
}
var volumeHandlers = {
  list_volumes: (context) => listResponse(context, "volumes", filterByValues(ownedRecords(context, COLLECTIONS.volumes), context.query.status, (volume) => volume.status), { view: (record) => viewVolume(context, record) }),
  create_volume: (context) => {
    const body = context.body;
    if (body.size < VOLUME_MIN_SIZE || body.size > VOLUME_MAX_SIZE) {
      throw invalidField("size", `must be between ${VOLUME_MIN_SIZE} and ${VOLUME_MAX_SIZE} GB`);
    }
    assertUniqueName(context, COLLECTIONS.volumes, "volume", body.name);
    let server;
    let locationId;
    if (body.server !== void 0) {
      server = referencedServer(context, body.server, "server");
      locationId = server.locationId;
      if (body.location !== void 0) {
        const location = resolveLocation(context, body.location, "location");
        if (location.id !== server.locationId) {
          throw invalidField("location", `server ${server.id} is in ${locationById(context, server.locationId).name}, not in ${location.name}`);
        }
      }
      assertNotLocked(context, "server", server.id);
    } else if (body.location !== void 0) {
      locationId = resolveLocation(context, body.location, "location").id;
    } else {
      throw invalidField("location", "is required when server is not given");
    }
    if (body.automount === true && server === void 0)
      throw invalidField("automount", "needs server");
    const record = {
      id: context.services.store.nextId(COLLECTIONS.volumes),
      project: context.project,
      name: body.name,
      created: isoTime(context.nowMs),
      serverId: null,
      locationId,
      size: body.size,
      protection: { delete: false },
      labels: body.labels ?? {},
      status: "creating",
      format: body.format ?? null
    };
    context.services.store.put(COLLECTIONS.volumes, record);
    const createAction = startAction(context, "create_volume", [{ id: record.id, type: "volume" }], [
      {
        op: "patch",
        collection: COLLECTIONS.volumes,
        id: record.id,
        patch: { status: "available" }
      }
    ]);
    const nextActions = server ? [viewAction(context, attachVolume(context, record, server))] : [];
    return {
      status: 201,
      body: {
        volume: viewVolume(context, record),
        action: viewAction(context, createAction),
        next_actions: nextActions
      }
    };
  },
  get_volume: getHandler(VOLUME),
  update_volume: (context) => {
    const record = VOLUME.find(context);
    const body = context.body;
    applyNameAndLabels(context, COLLECTIONS.volumes, "volume", record, body);
    context.services.store.put(COLLECTIONS.volumes, record);
    return { status: 200, body: { volume: viewVolume(context, record) } };
  },
  delete_volume: (context) => {
    const record = VOLUME.find(context);
    assertNotLocked(context, "volume", record.id);
    assertDeletable("volume", record);
    if (record.serverId !== null) {
      throw conflictState("resource_in_use", `volume ${record.id} is attached to server ${record.serverId}; detach it first`);
    }
    context.services.store.remove(COLLECTIONS.volumes, record.id);
    return { status: 204 };
  },
  attach_volume: (context) => {
    const volume = VOLUME.find(context);
    const body = context.body;
    const server = referencedServer(context, body.server, "server");
    assertNotLocked(context, "volume", volume.id);
    assertNotLocked(context, "server", server.id);
    assertDetached(volume);
    assertSameLocation(context, volume, server, "server");
    return actionCreated(context, attachVolume(context, volume, server));
  },
  detach_volume: (context) => {
    const volume = VOLUME.find(context);
    assertNotLocked(context, "volume", volume.id);
    const resources = [{ id: volume.id, type: "volume" }];
    if (volume.serverId !== null) {
      assertNotLocked(context, "server", volume.serverId);
      resources.push({ id: volume.serverId, type: "server" });
      volume.serverId = null;
      context.services.store.put(COLLECTIONS.volumes, volume);
    }
    return actionCreated(context, startAction(context, "detach_volume", resources));
  },
  resize_volume: (context) => {
    const volume = VOLUME.find(context);
    const body = context.body;
    assertNotLocked(context, "volume", volume.id);
    if (volume.serverId !== null)
      assertNotLocked(context, "server", volume.serverId);
    if (!(body.size > volume.size)) {
      throw invalidField("size", `must be larger than the current size of ${volume.size} GB`);
    }
    if (body.size > VOLUME_MAX_SIZE)
      throw invalidField("size", `must be at most ${VOLUME_MAX_SIZE} GB`);
    volume.size = body.size;
    context.services.store.put(COLLECTIONS.volumes, volume);
    const resources = [{ id: volume.id, type: "volume" }];
    if (volume.serverId !== null)
      resources.push({ id: volume.serverId, type: "server" });
    return actionCreated(context, startAction(context, "resize_volume", resources));
  },
  change_volume_protection: changeDeleteProtectionHandler(VOLUME),
  ...actionListingHandlers(VOLUME, byPathId(VOLUME))
};

// ../apps/emulator/dist/resources/servers/views.js
function viewServer(context, record) {
  const serverType = serverTypeById(context, record.serverTypeId);
  const primaryIps = primaryIpsOfServer(context, record.id);
  const ipv4 = primaryIps.find((ip) => ip.type === "ipv4");
  const ipv6 = primaryIps.find((ip) => ip.type === "ipv6");
  const included = serverType.prices.find((entry) => entry.location === locationById(context, record.locationId).name)?.included_traffic;
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    created: record.created,
    public_net: {
      ipv4: ipv4 ? {
        id: ipv4.id,
        ip: ipv4.ip,
        blocked: false,
        dns_ptr: dnsPtrEntries(ipv4)[0]?.dns_ptr ?? ""
      } : null,
      ipv6: ipv6 ? { id: ipv6.id, ip: ipv6.ip, blocked: false, dns_ptr: dnsPtrEntries(ipv6) } : null,
      floating_ips: floatingIpsOfServer(context, record.id).map((ip) => ip.id),
      firewalls: firewallsOfServer(context, record).map((firewall) => ({
        id: firewall.id,
        status: context.services.actions.isRunning("firewall", firewall.id) ? "pending" : "applied"
      }))
    },
    private_net: record.privateNet,
    server_type: serverType,
    location: locationById(context, record.locationId),
    image: record.imageId === null ? null : visibleImage(context, record.imageId) ?? null,
    iso: record.isoId === null ? null : catalogOf(context).isos.find((iso) => iso.id === record.isoId) ?? null,
    rescue_enabled: record.rescueEnabled,
    locked: context.services.actions.isLocked("server", record.id),
    backup_window: record.backupWindow,
    outgoing_traffic: 0,
    ingoing_traffic: 0,
    included_traffic: included ?? 0,
    protection: record.protection,
    labels: record.labels,
    volumes: volumesOfServer(context, record.id).map((volume) => volume.id),
    load_balancers: loadBalancersOfServer(context, record).map((loadBalancer) => loadBalancer.id),
    primary_disk_size: record.primaryDiskSize,
    placement_group: placementGroupOf(context, record)
  };
}
function placementGroupOf(context, record) {
  const id = record.placementGroupId;
  if (id === void 0 || id === null)
    return null;
  const group = findPlacementGroup(context, id);
  return group ? viewPlacementGroup(context, group) : null;
}

// ../apps/emulator/dist/resources/servers/handlers.js
var SERVER = {
  ...ownedKind(COLLECTIONS.servers, "server", "server"),
  view: viewServer
};
var find5 = (context) => SERVER.find(context);
function resolveImage(context, value, architecture, field) {
  const byName = (name2) => {
    const named = catalogOf(context).images.filter((entry) => entry.name === name2 && entry.status === "available");
    return named.find((entry) => entry.architecture === architecture) ?? named[0];
  };
  const reference = readIdOrName(value);
  const found = "id" in reference ? visibleImage(context, reference.id) : byName(reference.name);
  const image = found?.status === "available" ? found : void 0;
  if (!image)
    throw invalidField(field, `image '${value}' not found`);
  if (image.architecture !== architecture) {
    throw invalidField(field, `image '${value}' is for ${image.architecture}, the server type is ${architecture}`);
  }
  assertImageOrderable(context, image, field);
  return image;
}
function macAddress(serverId, networkId) {
  const bytes = [
    134,
    0,
    serverId >> 16 & 255,
    serverId >> 8 & 255,
    serverId & 255,
    networkId & 255
  ];
  return bytes.map((byte) => byte.toString(16).padStart(2, "0")).join(":");
}
function attachNetwork(context, server, network, request) {
  if (server.privateNet.some((entry) => entry.network === network.id)) {
    throw conflictState("server_already_attached", `server ${server.id} is already attached to network ${network.id}`);
  }
  const zone = locationById(context, server.locationId).network_zone;
  const ip = allocatePrivateIp(context, network, zone, request.ip, request.ip_range);
  server.privateNet = [
    ...server.privateNet,
    {
      network: network.id,
      ip,
      alias_ips: request.alias_ips ?? [],
      mac_address: macAddress(server.id, network.id)
    }
  ];
}
function generatePassword(context) {
  return context.services.random.bytes(12).toString("base64url");
}
var serverHandlers = {
  list_servers: (context) => listResponse(context, "servers", { collection: COLLECTIONS.servers, filters: { status: context.query.status } }, { view: (record) => viewServer(context, record) }),
  create_server: (context) => {
    const body = context.body;
    refuseRemovedDatacenter(context, body);
    assertUniqueName(context, COLLECTIONS.servers, "server", body.name);
    const serverType = resolveServerType(context, body.server_type, "server_type");
    const image = resolveImage(context, body.image, serverType.architecture, "image");
    const location = body.location !== void 0 ? resolveLocation(context, body.location, "location") : locationById(context, serverType.locations[0]?.id ?? 1);
    const availability = serverType.locations.find((entry) => entry.id === location.id);
    if (!availability?.available || isRetired(availability.deprecation, context.nowMs)) {
      throw new ApiError(412, "resource_unavailable", `server type ${serverType.name} is not available in ${location.name}`);
    }
    const sshKeys = (body.ssh_keys ?? []).map((value, index) => {
      const key = findSshKey(context, value);
      if (!key)
        throw invalidField(`ssh_keys[${index}]`, `SSH key '${value}' not found`);
      return key;
    });
    const networks = (body.networks ?? []).map((id, index) => requireReferenced(context, COLLECTIONS.networks, "network", id, `networks[${index}]`));
    const firewalls = (body.firewalls ?? []).map((entry, index) => requireReferenced(context, COLLECTIONS.firewalls, "firewall", entry.firewall, `firewalls[${index}].firewall`));
    const placementGroup = body.placement_group === void 0 ? void 0 : referencedPlacementGroup(context, body.placement_group, "placement_group");
    if (placementGroup)
      assertRoomInPlacementGroup(context, placementGroup);
    const volumes = volumesForNewServer(context, body.volumes ?? [], location.id);
    const publicNet = body.public_net ?? {};
    const families = ["ipv4", "ipv6"].map((family) => {
      const enabled = family === "ipv4" ? publicNet.enable_ipv4 !== false : publicNet.enable_ipv6 !== false;
      const existingId = publicNet[family];
      if (!enabled || existingId === void 0 || existingId === null)
        return { family, enabled, existing: void 0 };
      const existing = primaryIpForNewResource(context, existingId, family, location);
      return { family, enabled, existing };
    });
    const startAfterCreate = body.start_after_create !== false;
    const record = {
      id: context.services.store.nextId(COLLECTIONS.servers),
      project: context.project,
      name: body.name,
      status: "initializing",
      created: isoTime(context.nowMs),
      serverTypeId: serverType.id,
      locationId: location.id,
      imageId: image.id,
      isoId: null,
      rescueEnabled: false,
      backupWindow: null,
      protection: { delete: false, rebuild: false },
      labels: body.labels ?? {},
      privateNet: [],
      primaryDiskSize: serverType.disk,
      placementGroupId: placementGroup?.id ?? null
    };
    for (const network of networks)
      attachNetwork(context, record, network, {});
    context.services.store.put(COLLECTIONS.servers, record);
    for (const { family, enabled, existing } of families) {
      if (!enabled)
        continue;
      if (existing) {
        existing.assigneeId = record.id;
        context.services.store.put(COLLECTIONS.primaryIps, existing);
      } else {
        createPrimaryIpRecord(context, {
          type: family,
          locationId: location.id,
          assigneeId: record.id,
          autoDelete: true
        });
      }
    }
    for (const firewall of firewalls) {
      if (!firewall.appliedTo.some((target) => target.type === "server" && target.server.id === record.id)) {
        firewall.appliedTo = [...firewall.appliedTo, { type: "server", server: { id: record.id } }];
        context.services.store.put(COLLECTIONS.firewalls, firewall);
      }
    }
    const resources = [{ id: record.id, type: "server" }];
    const createAction = startAction(context, "create_server", resources, [
      {
        op: "patch",
        collection: COLLECTIONS.servers,
        id: record.id,
        patch: { status: startAfterCreate ? "running" : "off" }
      }
    ]);
    const nextActions = [
      ...startAfterCreate ? [startAction(context, "start_server", resources)] : [],
      ...volumes.map((volume) => attachVolume(context, volume, record))
    ].map((action) => viewAction(context, action));
    return {
      status: 201,
      body: {
        server: viewServer(context, record),
        action: viewAction(context, createAction),
        next_actions: nextActions,
        // Decision (as the real API): no root password when SSH keys are given.
        root_password: sshKeys.length > 0 ? null : generatePassword(context)
      }
    };
  },
  get_server: getHandler(SERVER),
  update_server: updateHandler(SERVER),
  delete_server: (context) => {
    const record = find5(context);
    if (record.protection.delete)
      throw protectedError("server", record.id);
    const store = context.services.store;
    for (const ip of primaryIpsOfServer(context, record.id)) {
      if (ip.autoDelete)
        store.remove(COLLECTIONS.primaryIps, ip.id);
      else {
        ip.assigneeId = null;
        store.put(COLLECTIONS.primaryIps, ip);
      }
    }
    for (const ip of floatingIpsOfServer(context, record.id)) {
      ip.serverId = null;
      store.put(COLLECTIONS.floatingIps, ip);
    }
    detachServerFromFirewalls(context, record.id);
    detachVolumesOfServer(context, record.id);
    removeServerTargets(context, record.id);
    store.remove(COLLECTIONS.servers, record.id);
    const action = startAction(context, "delete_server", [{ id: record.id, type: "server" }]);
    return {
      status: 200,
      body: { action: viewAction(context, action) }
    };
  },
  get_server_metrics: (context) => {
    find5(context);
    const start = Date.parse(String(context.query.start));
    const end = Date.parse(String(context.query.end));
    if (!(end > start))
      throw invalidField("end", "must be after start");
    const requestedStep = typeof context.query.step === "number" ? context.query.step : 60;
    const step = Math.max(requestedStep, Math.ceil((end - start) / 1e3 / 500));
    const types = requestedMetricTypes(context.query.type);
    const seriesNames = {
      cpu: ["cpu"],
      disk: [
        "disk.0.iops.read",
        "disk.0.iops.write",
        "disk.0.bandwidth.read",
        "disk.0.bandwidth.write"
      ],
      network: [
        "network.0.pps.in",
        "network.0.pps.out",
        "network.0.bandwidth.in",
        "network.0.bandwidth.out"
      ]
    };
    const timeSeries = {};
    for (const type of types) {
      for (const name2 of seriesNames[type] ?? []) {
        const values = [];
        for (let t = start / 1e3; t <= end / 1e3; t += step) {
          values.push([t, ((Math.sin(t / 600) + 1) * 5).toFixed(4)]);
        }
        timeSeries[name2] = { values };
      }
    }
    return {
      status: 200,
      body: {
        metrics: { start: isoTime(start), end: isoTime(end), step, time_series: timeSeries }
      }
    };
  },
  ...actionListingHandlers(SERVER, byPathId(SERVER))
};

// ../apps/emulator/dist/resources/servers/actions.js
var ACCEPTED_WHILE_LOCKED = /* @__PURE__ */ new Set(["change_dns_ptr"]);
function transition(context, server, command, during, after) {
  if (!ACCEPTED_WHILE_LOCKED.has(command))
    assertNotLocked(context, "server", server.id);
  const effects = [];
  if (during)
    server.status = during;
  if (after)
    effects.push({
      op: "patch",
      collection: COLLECTIONS.servers,
      id: server.id,
      patch: { status: after }
    });
  context.services.store.put(COLLECTIONS.servers, server);
  return startAction(context, command, [{ id: server.id, type: "server" }], effects);
}
function actionResult(context, server, command, extra = {}, during, after) {
  const action = transition(context, server, command, during, after);
  return { status: 201, body: { action: viewAction(context, action), ...extra } };
}
function powerHandler(command, states) {
  return (context) => {
    const server = find5(context);
    const during = server.status === states.from ? states.during : void 0;
    return actionResult(context, server, command, {}, during, states.after);
  };
}
function settingHandler(command, apply) {
  return (context) => {
    const server = find5(context);
    assertNotLocked(context, "server", server.id);
    apply(server);
    return actionResult(context, server, command);
  };
}
function referencedNetwork2(context, id) {
  return requireReferenced(context, COLLECTIONS.networks, "network", id, "network");
}
function placementGroupAction(context, server, command, groupId) {
  context.services.store.put(COLLECTIONS.servers, server);
  const resources = [{ id: server.id, type: "server" }];
  if (groupId !== null)
    resources.push({ id: groupId, type: "placement_group" });
  const action = startAction(context, command, resources);
  return { status: 201, body: { action: viewAction(context, action) } };
}
function requireOff(server, what) {
  if (server.status !== "off")
    throw conflictState("server_not_stopped", `server ${server.id} must be off to ${what}`);
}
var serverActionHandlers = {
  poweron_server: powerHandler("start_server", {
    from: "off",
    during: "starting",
    after: "running"
  }),
  poweroff_server: powerHandler("stop_server", {
    from: "running",
    during: "stopping",
    after: "off"
  }),
  shutdown_server: powerHandler("shutdown_server", {
    from: "running",
    during: "stopping",
    after: "off"
  }),
  reboot_server: (context) => actionResult(context, find5(context), "reboot_server", {}, void 0, "running"),
  reset_server: (context) => actionResult(context, find5(context), "reset_server", {}, void 0, "running"),
  rebuild_server: (context) => {
    const server = find5(context);
    if (server.protection.rebuild)
      throw protectedError("server", server.id);
    const body = context.body;
    const image = resolveImage(context, body.image, serverTypeById(context, server.serverTypeId).architecture, "image");
    assertNotLocked(context, "server", server.id);
    server.imageId = image.id;
    return actionResult(context, server, "rebuild_server", { root_password: generatePassword(context) }, "rebuilding", "running");
  },
  change_server_type: (context) => {
    const server = find5(context);
    const body = context.body;
    const next = resolveServerType(context, body.server_type, "server_type");
    assertNotLocked(context, "server", server.id);
    requireOff(server, "change its type");
    const current = serverTypeById(context, server.serverTypeId);
    const offered = next.locations.find((entry) => entry.id === server.locationId);
    if (!offered?.available || isRetired(offered.deprecation, context.nowMs)) {
      throw conflictState("invalid_server_type", `server type ${next.name} is not available in the server's location`);
    }
    if (next.architecture !== current.architecture) {
      throw conflictState("invalid_server_type", `server type ${next.name} has another architecture (${next.architecture})`);
    }
    if (!body.upgrade_disk && next.disk < server.primaryDiskSize) {
      throw conflictState("invalid_server_type", `server type ${next.name} has a smaller disk than the server's ${server.primaryDiskSize} GB`);
    }
    server.serverTypeId = next.id;
    if (body.upgrade_disk)
      server.primaryDiskSize = next.disk;
    return actionResult(context, server, "change_server_type", {}, "migrating", "off");
  },
  change_server_protection: (context) => {
    const server = find5(context);
    const body = context.body;
    const next = {
      delete: body.delete ?? server.protection.delete,
      rebuild: body.rebuild ?? server.protection.rebuild
    };
    if (next.delete !== next.rebuild)
      throw invalidField("rebuild", "delete and rebuild protection must have the same value");
    assertNotLocked(context, "server", server.id);
    server.protection = next;
    return actionResult(context, server, "change_protection");
  },
  change_server_dns_ptr: (context) => {
    const server = find5(context);
    const body = context.body;
    const owner = primaryIpsOfServer(context, server.id).find((ip) => ipBelongsTo(body.ip, ip.ip, ip.type));
    if (!owner)
      throw invalidField("ip", `${body.ip} is not a primary IP of server ${server.id}`);
    owner.dnsPtr = storedDnsPtr(owner.ip, owner.type, changeDnsPtr(dnsPtrEntries(owner), owner.ip, owner.type, body.ip, body.dns_ptr));
    context.services.store.put(COLLECTIONS.primaryIps, owner);
    return actionResult(context, server, "change_dns_ptr");
  },
  attach_server_to_network: (context) => {
    const server = find5(context);
    const body = context.body;
    const network = referencedNetwork2(context, body.network);
    assertNotLocked(context, "server", server.id);
    attachNetwork(context, server, network, body);
    return actionResult(context, server, "attach_to_network");
  },
  detach_server_from_network: (context) => {
    const server = find5(context);
    const body = context.body;
    referencedNetwork2(context, body.network);
    assertNotLocked(context, "server", server.id);
    if (!server.privateNet.some((entry) => entry.network === body.network)) {
      throw invalidField("network", `server ${server.id} is not attached to network ${body.network}`);
    }
    server.privateNet = server.privateNet.filter((entry) => entry.network !== body.network);
    return actionResult(context, server, "detach_from_network");
  },
  change_server_alias_ips: (context) => {
    const server = find5(context);
    const body = context.body;
    assertNotLocked(context, "server", server.id);
    const entry = server.privateNet.find((item) => item.network === body.network);
    if (!entry)
      throw invalidField("network", `server ${server.id} is not attached to network ${body.network}`);
    entry.alias_ips = [...body.alias_ips];
    return actionResult(context, server, "change_alias_ips");
  },
  add_server_to_placement_group: (context) => {
    const server = find5(context);
    const body = context.body;
    const group = requirePlacementGroup(context, readId(body.placement_group));
    assertNotLocked(context, "server", server.id);
    const current = server.placementGroupId ?? null;
    if (current !== null) {
      throw conflictState("already_in_placement_group", `server ${server.id} is already in placement group ${current}; remove it first`);
    }
    assertRoomInPlacementGroup(context, group);
    requireOff(server, "add it to a placement group");
    server.placementGroupId = group.id;
    return placementGroupAction(context, server, "add_to_placement_group", group.id);
  },
  remove_server_from_placement_group: (context) => {
    const server = find5(context);
    assertNotLocked(context, "server", server.id);
    const current = server.placementGroupId ?? null;
    server.placementGroupId = null;
    return placementGroupAction(context, server, "remove_from_placement_group", current);
  },
  attach_server_iso: (context) => {
    const server = find5(context);
    const body = context.body;
    const iso = idOrName(catalogOf(context).isos, body.iso);
    if (!iso)
      throw invalidField("iso", `ISO '${body.iso}' not found`);
    if (isRetired(iso.deprecation, context.nowMs)) {
      throw invalidField("iso", `ISO '${body.iso}' is no longer available (deprecated)`);
    }
    const architecture = serverTypeById(context, server.serverTypeId).architecture;
    if (iso.architecture !== null && iso.architecture !== architecture) {
      throw invalidField("iso", `ISO '${body.iso}' is for ${iso.architecture}, the server is ${architecture}`);
    }
    assertNotLocked(context, "server", server.id);
    server.isoId = iso.id;
    return actionResult(context, server, "attach_iso");
  },
  detach_server_iso: settingHandler("detach_iso", (server) => {
    server.isoId = null;
  }),
  enable_server_backup: settingHandler("enable_backup", (server) => {
    server.backupWindow = "22-02";
  }),
  disable_server_backup: settingHandler("disable_backup", (server) => {
    server.backupWindow = null;
  }),
  enable_server_rescue: (context) => {
    const server = find5(context);
    const body = context.body ?? {};
    (body.ssh_keys ?? []).forEach((id, index) => {
      requireReferenced(context, COLLECTIONS.sshKeys, "SSH key", id, `ssh_keys[${index}]`);
    });
    assertNotLocked(context, "server", server.id);
    server.rescueEnabled = true;
    return actionResult(context, server, "enable_rescue", {
      root_password: generatePassword(context)
    });
  },
  disable_server_rescue: settingHandler("disable_rescue", (server) => {
    server.rescueEnabled = false;
  }),
  create_server_image: (context) => {
    const server = find5(context);
    const body = context.body ?? {};
    assertNotLocked(context, "server", server.id);
    const serverType = serverTypeById(context, server.serverTypeId);
    const source = server.imageId === null ? void 0 : visibleImage(context, server.imageId);
    const type = body.type ?? "snapshot";
    const image = {
      id: context.services.store.nextId(COLLECTIONS.images, FIRST_PROJECT_IMAGE_ID),
      project: context.project,
      type,
      status: "creating",
      description: body.description ?? `${type} of ${server.name}`,
      imageSize: null,
      diskSize: server.primaryDiskSize,
      created: isoTime(context.nowMs),
      createdFrom: { id: server.id, name: server.name },
      boundTo: type === "backup" ? server.id : null,
      osFlavor: source?.os_flavor ?? "unknown",
      osVersion: source?.os_version ?? null,
      protection: { delete: false },
      labels: body.labels ?? {},
      architecture: serverType.architecture
    };
    context.services.store.put(COLLECTIONS.images, image);
    const action = startAction(context, "create_image", [
      { id: server.id, type: "server" },
      { id: image.id, type: "image" }
    ], [
      {
        op: "patch",
        collection: COLLECTIONS.images,
        id: image.id,
        patch: { status: "available", imageSize: 1.5 }
      }
    ]);
    return {
      status: 201,
      body: { image: viewImage(image), action: viewAction(context, action) }
    };
  },
  request_server_console: (context) => {
    const server = find5(context);
    const token = context.services.random.bytes(16).toString("hex");
    return actionResult(context, server, "request_console", {
      wss_url: `wss://console.example.cloud/?server_id=${server.id}&token=${token}`,
      password: generatePassword(context)
    });
  },
  reset_server_password: (context) => actionResult(context, find5(context), "reset_password", {
    root_password: generatePassword(context)
  })
};

// ../apps/emulator/dist/resources/ssh-keys/indexes.js
var sshKeyIndexes = [
  nameIndex(COLLECTIONS.sshKeys),
  recordIndex(COLLECTIONS.sshKeys, INDEX.fingerprint, (key) => [key.fingerprint])
];

// ../apps/emulator/dist/resources/zones/handlers.js
import { isIPv4 as isIPv42, isIPv6 as isIPv62 } from "node:net";

// ../apps/emulator/dist/resources/zones/dns-names.js
var PUBLIC_SUFFIXES = /* @__PURE__ */ new Set([
  // generic
  "com",
  "net",
  "org",
  "info",
  "biz",
  "io",
  "dev",
  "app",
  "cloud",
  "online",
  "shop",
  "tech",
  "xyz",
  "me",
  "tv",
  "co",
  // country codes
  "de",
  "at",
  "ch",
  "eu",
  "nl",
  "be",
  "fr",
  "it",
  "es",
  "pl",
  "dk",
  "se",
  "fi",
  "no",
  "cz",
  "uk",
  "us",
  "ca",
  // second-level public suffixes
  "co.uk",
  "org.uk",
  "me.uk",
  "com.au",
  "net.au",
  "co.at",
  "or.at",
  "co.nz",
  "com.br",
  "co.jp"
]);
var LABEL2 = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
function zoneNameProblem(name2) {
  if (name2.endsWith("."))
    return "must not end with a dot";
  if (name2 !== name2.toLowerCase())
    return "must be lower case";
  const labels = name2.split(".");
  const bad = labels.find((label) => !LABEL2.test(label));
  if (bad !== void 0) {
    return `label '${bad}' is not a valid DNS label (a-z, 0-9 and inner '-', at most 63 characters; Punycode 'xn--' for international names)`;
  }
  if (labels.length < 2)
    return "must be a domain under a public suffix, e.g. example.com";
  const suffix = labels.slice(1).join(".");
  if (PUBLIC_SUFFIXES.has(suffix))
    return void 0;
  for (let index = 2; index < labels.length; index += 1) {
    if (PUBLIC_SUFFIXES.has(labels.slice(index).join("."))) {
      return `must be a domain directly under a public suffix, not a subdomain (use '${labels.slice(index - 1).join(".")}')`;
    }
  }
  return `'.${suffix}' is not a supported public suffix`;
}
var RR_LABEL = /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/;
function rrsetNameProblem(name2, zoneName) {
  if (name2 === "@")
    return void 0;
  if (name2 === "")
    return "must not be empty; the zone apex is '@'";
  if (name2.endsWith("."))
    return "must not end with a dot (names are relative to the zone)";
  if (name2 !== name2.toLowerCase())
    return "must be lower case";
  if (name2 === zoneName || name2.endsWith(`.${zoneName}`)) {
    return `must be relative to the zone: leave out '${zoneName}' (the apex is '@')`;
  }
  const labels = name2.split(".");
  for (const [index, label] of labels.entries()) {
    if (label === "*" && index === 0)
      continue;
    if (!RR_LABEL.test(label)) {
      return `label '${label}' is not a valid DNS label (a-z, 0-9, '_', inner '-'; '*' only as the first label)`;
    }
  }
  if (name2.length + zoneName.length + 1 > 253) {
    return "is too long: at most 253 characters together with the zone name";
  }
  return void 0;
}

// ../apps/emulator/dist/resources/zones/record-values.js
import { isIPv4, isIPv6 } from "node:net";
function normalizeValue(value) {
  let out = "";
  let quoted = false;
  let pendingSpace = false;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (!quoted && /\s/.test(char)) {
      pendingSpace = out !== "";
      continue;
    }
    if (pendingSpace)
      out += " ";
    pendingSpace = false;
    out += char;
    if (char === "\\" && quoted && index + 1 < value.length) {
      index += 1;
      out += value[index];
    } else if (char === '"')
      quoted = !quoted;
  }
  return out;
}
var HOST = /^(\*\.)?([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.?$/i;
var isHost = (token) => token !== void 0 && (token === "." || HOST.test(token));
var isUint = (token, max) => token !== void 0 && /^\d+$/.test(token) && Number(token) <= max;
var isHex = (token) => token !== void 0 && /^[0-9a-f]+$/i.test(token);
function tokens(value) {
  return value.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? [];
}
function recordValueProblem(type, value) {
  if (value === "")
    return "must not be empty";
  if (/[\r\n]/.test(value))
    return "must be a single line";
  if ((value.match(/(?<!\\)"/g) ?? []).length % 2 === 1)
    return "has an unterminated quote";
  const parts = tokens(value);
  const [a, b, c, d] = parts;
  switch (type) {
    case "A":
      return isIPv4(value) ? void 0 : "must be an IPv4 address";
    case "AAAA":
      return isIPv6(value) ? void 0 : "must be an IPv6 address";
    case "CNAME":
    case "NS":
    case "PTR":
      return parts.length === 1 && isHost(a) ? void 0 : "must be one host name";
    case "MX":
      return parts.length === 2 && isUint(a, 65535) && isHost(b) ? void 0 : "must be '<preference> <exchange host>'";
    case "SRV":
      return parts.length === 4 && isUint(a, 65535) && isUint(b, 65535) && isUint(c, 65535) && isHost(d) ? void 0 : "must be '<priority> <weight> <port> <target host>'";
    case "CAA":
      return parts.length >= 3 && isUint(a, 255) && /^[a-z0-9]+$/i.test(b ?? "") ? void 0 : `must be '<flags> <tag> "<value>"'`;
    case "SOA":
      return parts.length === 7 && isHost(a) && isHost(b) && parts.slice(2).every((part) => isUint(part, 4294967295)) ? void 0 : "must be '<mname> <rname> <serial> <refresh> <retry> <expire> <minimum>'";
    case "DS":
      return parts.length >= 4 && isUint(a, 65535) && isUint(b, 255) && isUint(c, 255) && parts.slice(3).every(isHex) ? void 0 : "must be '<key tag> <algorithm> <digest type> <hex digest>'";
    case "TLSA":
      return parts.length >= 4 && isUint(a, 255) && isUint(b, 255) && isUint(c, 255) && parts.slice(3).every(isHex) ? void 0 : "must be '<usage> <selector> <matching type> <hex data>'";
    case "HTTPS":
    case "SVCB":
      return parts.length >= 2 && isUint(a, 65535) && isHost(b) ? void 0 : "must be '<priority> <target host> [<params>...]'";
    case "HINFO":
      return parts.length === 2 ? void 0 : "must be '<cpu> <os>'";
    case "RP":
      return parts.length === 2 && isHost(a) && isHost(b) ? void 0 : "must be '<mailbox> <txt host>'";
    case "TXT":
      return void 0;
  }
}
function soaSerial(value) {
  return Number(tokens(value)[2] ?? 0);
}
function withSoaSerial(value, serial) {
  const parts = tokens(value);
  parts[2] = String(serial);
  return parts.join(" ");
}
function rrsetShapeProblem(name2, type, count) {
  if (type === "SOA" && name2 !== "@")
    return "an SOA record is only allowed at the apex '@'";
  if (type === "SOA" && count !== 1)
    return "the SOA RRSet must have exactly one record";
  if (type === "CNAME" && name2 === "@")
    return "a CNAME is not allowed at the apex '@'";
  if (type === "CNAME" && count !== 1)
    return "a CNAME RRSet must have exactly one record";
  return void 0;
}

// ../apps/emulator/dist/resources/zones/records.js
var ZONE_TYPE = "zone";
var ASSIGNED_NAMESERVERS = [
  "hydrogen.ns.hetzner.com.",
  "oxygen.ns.hetzner.com.",
  "helium.ns.hetzner.de."
];
var SOA_TAIL = "86400 10800 3600000 3600";
function firstSerialOfDay(nowMs) {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll("-", "");
  return Number(day) * 100;
}
function defaultRRSets(nowMs) {
  const base = { ttl: null, labels: {}, protection: { change: false }, createdMs: nowMs };
  return [
    {
      ...base,
      name: "@",
      type: "SOA",
      records: [
        {
          value: `${ASSIGNED_NAMESERVERS[0]} dns.hetzner.com. ${firstSerialOfDay(nowMs)} ${SOA_TAIL}`,
          comment: ""
        }
      ]
    },
    {
      ...base,
      name: "@",
      type: "NS",
      records: ASSIGNED_NAMESERVERS.map((value) => ({ value, comment: "" }))
    }
  ];
}
var rrsetId = (rrset) => `${rrset.name}/${rrset.type}`;
function findRRSet(zone, name2, type) {
  return zone.rrsets.find((rrset) => rrset.name === name2 && rrset.type === type);
}
function soaOf(zone) {
  return findRRSet(zone, "@", "SOA");
}
function currentSerial(zone) {
  const value = soaOf(zone)?.records[0]?.value;
  return value === void 0 ? 0 : soaSerial(value);
}
function dnsData(zone) {
  const rrsets = zone.rrsets.map((rrset) => ({
    id: rrsetId(rrset),
    ttl: rrset.ttl,
    records: rrset.records.map((record) => rrset.type === "SOA" ? withSoaSerial(record.value, 0) : record.value)
  })).sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return JSON.stringify({ ttl: zone.ttl, rrsets });
}
function snapshot(zone) {
  return { data: dnsData(zone), serial: currentSerial(zone) };
}
function bumpSerialIfChanged(zone, before, nowMs) {
  const soa = soaOf(zone);
  const record = soa?.records[0];
  if (!record)
    return;
  const now = currentSerial(zone);
  if (dnsData(zone) === before.data && now === before.serial)
    return;
  const next = Math.max(before.serial + 1, firstSerialOfDay(nowMs), now);
  record.value = withSoaSerial(record.value, Math.min(next, 4294967295));
}
function recordCount(zone) {
  return zone.rrsets.reduce((sum, rrset) => sum + rrset.records.length, 0);
}
function findZone(context) {
  const key = context.params.id_or_name;
  let zone;
  if (/^0\d/.test(key)) {
    throw invalidInput([
      {
        name: "id_or_name",
        messages: [
          "must be an integer written in decimal digits (no sign, leading zero, exponent or space) or a zone name"
        ]
      }
    ]);
  }
  if (/^\d+$/.test(key)) {
    const id = Number(key);
    zone = Number.isSafeInteger(id) ? findOwned(context, COLLECTIONS.zones, id) : void 0;
  } else {
    zone = lookupOwned(context, COLLECTIONS.zones, INDEX.name, key)[0];
  }
  if (!zone) {
    throw new ApiError(404, "not_found", /^\d+$/.test(key) ? `zone with ID ${key} not found` : `zone with name '${key}' not found`);
  }
  return zone;
}
function incorrectZoneMode(zone, needed) {
  return new ApiError(422, "incorrect_zone_mode", `zone ${zone.name} is a ${zone.mode} zone; this operation needs a ${needed} zone`);
}
function requireMode(zone, needed) {
  if (zone.mode !== needed)
    throw incorrectZoneMode(zone, needed);
}

// ../apps/emulator/dist/resources/zones/views.js
function viewZone(context, zone) {
  const common = {
    id: zone.id,
    name: zone.name,
    primary_nameservers: zone.primaryNameservers,
    labels: zone.labels,
    created: zone.created,
    ttl: zone.ttl,
    // Publishing follows the zone's actions: `updating` while one runs.
    status: context.services.actions.isRunning(ZONE_TYPE, zone.id) ? "updating" : "ok",
    record_count: recordCount(zone),
    protection: zone.protection,
    authoritative_nameservers: {
      assigned: [...ASSIGNED_NAMESERVERS],
      delegated: [],
      delegation_last_check: null,
      delegation_status: "unknown"
    },
    // The zone is not registered through the provider here; the API says "other" for that.
    registrar: "other"
  };
  return zone.mode === "primary" ? { ...common, mode: "primary" } : { ...common, mode: "secondary" };
}
function viewRRSet(zone, rrset) {
  return {
    id: rrsetId(rrset),
    name: rrset.name,
    type: rrset.type,
    ttl: rrset.ttl,
    labels: rrset.labels,
    protection: rrset.protection,
    records: rrset.records.map((record) => ({ value: record.value, comment: record.comment })),
    zone: zone.id
  };
}

// ../apps/emulator/dist/resources/zones/zone-changes.js
function writableZone(context, mode) {
  const zone = findZone(context);
  if (mode)
    requireMode(zone, mode);
  assertNotLocked(context, ZONE_TYPE, zone.id);
  return zone;
}
function changeZone(context, zone, command, mutate) {
  const before = snapshot(zone);
  mutate();
  if (zone.mode === "primary")
    bumpSerialIfChanged(zone, before, context.nowMs);
  context.services.store.put(COLLECTIONS.zones, zone);
  return startAction(context, command, [{ id: zone.id, type: ZONE_TYPE }]);
}
function assertChangeable(zone, rrset) {
  if (rrset.protection.change) {
    throw new ApiError(423, "protected", `RRSet ${rrsetId(rrset)} of zone ${zone.name} is protected against changes`);
  }
}
function readRecords(type, input, field, problems) {
  const seen = /* @__PURE__ */ new Set();
  return input.map((record, index) => {
    const value = normalizeValue(record.value);
    const comment = (record.comment ?? "").trim();
    const valueProblem = recordValueProblem(type, value);
    if (valueProblem) {
      problems.push({
        name: `${field}[${index}].value`,
        messages: [`${type} value ${valueProblem}`]
      });
    }
    if (/[\r\n]/.test(comment)) {
      problems.push({ name: `${field}[${index}].comment`, messages: ["must be a single line"] });
    }
    if (seen.has(value)) {
      problems.push({
        name: field,
        messages: [`values must be distinct; '${value}' is given twice`]
      });
    }
    seen.add(value);
    return { value, comment };
  });
}
function checkNewRRSet(zone, name2, type, records, fields, problems) {
  const nameProblem = rrsetNameProblem(name2, zone.name);
  if (nameProblem)
    problems.push({ name: fields.name, messages: [nameProblem] });
  const shape = rrsetShapeProblem(name2, type, records.length);
  if (shape)
    problems.push({ name: fields.records, messages: [shape] });
}
function zonefileInvalid(error) {
  return new ApiError(422, "invalid_input", `invalid zone file: ${error.message}`, {
    fields: [{ name: "zonefile", messages: [error.message] }]
  });
}

// ../apps/emulator/dist/resources/zones/rrsets.js
function pathRRSet(context, zone) {
  const { rr_name: name2, rr_type: type } = context.params;
  const rrset = findRRSet(zone, name2, type);
  if (!rrset) {
    throw new ApiError(404, "not_found", `RRSet ${name2}/${type} not found in zone ${zone.name}`);
  }
  return rrset;
}
function writableRRSet(context) {
  const zone = writableZone(context, "primary");
  const rrset = pathRRSet(context, zone);
  assertChangeable(zone, rrset);
  return { zone, rrset };
}
function removeRRSet(zone, rrset) {
  zone.rrsets = zone.rrsets.filter((entry) => entry !== rrset);
}
function assertNotSoa(rrset, what) {
  if (rrset.type === "SOA") {
    throw invalidField("rr_type", `the SOA RRSet belongs to the zone and cannot be ${what}`);
  }
}
function readRow(row, field) {
  switch (field) {
    case "id":
      return rrsetId(row.rrset);
    case "name":
      return row.rrset.name;
    case "created":
      return row.rrset.createdMs;
    default:
      return void 0;
  }
}
var rrsetHandlers = {
  list_zone_rrsets: (context) => {
    const zone = findZone(context);
    requireMode(zone, "primary");
    const rows = [...zone.rrsets].sort((a, b) => rrsetId(a) < rrsetId(b) ? -1 : 1).map((rrset, index) => ({ id: index + 1, labels: rrset.labels, rrset }));
    const matching = filterByValues(rows, context.query.type, (row) => row.rrset.type);
    return listResponse(context, "rrsets", matching, {
      view: (row) => viewRRSet(zone, row.rrset),
      read: readRow
    });
  },
  create_zone_rrset: (context) => {
    const zone = writableZone(context, "primary");
    const body = context.body;
    const problems = [];
    const records = readRecords(body.type, body.records, "records", problems);
    checkNewRRSet(zone, body.name, body.type, records, { name: "name", records: "records" }, problems);
    if (problems.length > 0)
      throw invalidInput(problems);
    if (findRRSet(zone, body.name, body.type)) {
      throw new ApiError(409, "uniqueness_error", `RRSet ${body.name}/${body.type} already exists in zone ${zone.name}`, { fields: [{ name: "name" }, { name: "type" }] });
    }
    const rrset = {
      name: body.name,
      type: body.type,
      ttl: body.ttl ?? null,
      labels: body.labels ?? {},
      protection: { change: false },
      records,
      createdMs: context.nowMs
    };
    const action = changeZone(context, zone, "create_rrset", () => zone.rrsets.push(rrset));
    return {
      status: 201,
      body: {
        rrset: viewRRSet(zone, rrset),
        action: viewAction(context, action)
      }
    };
  },
  get_zone_rrset: (context) => {
    const zone = findZone(context);
    requireMode(zone, "primary");
    return { status: 200, body: { rrset: viewRRSet(zone, pathRRSet(context, zone)) } };
  },
  update_zone_rrset: (context) => {
    const zone = findZone(context);
    requireMode(zone, "primary");
    const rrset = pathRRSet(context, zone);
    const body = context.body;
    if (body.labels)
      rrset.labels = { ...body.labels };
    context.services.store.put(COLLECTIONS.zones, zone);
    return { status: 200, body: { rrset: viewRRSet(zone, rrset) } };
  },
  delete_zone_rrset: (context) => {
    const { zone, rrset } = writableRRSet(context);
    assertNotSoa(rrset, "deleted");
    return actionCreated(context, changeZone(context, zone, "delete_rrset", () => removeRRSet(zone, rrset)));
  },
  change_zone_rrset_protection: (context) => {
    const zone = writableZone(context, "primary");
    const rrset = pathRRSet(context, zone);
    const body = context.body;
    return actionCreated(context, changeZone(context, zone, "change_rrset_protection", () => {
      rrset.protection = { change: body.change };
    }));
  },
  change_zone_rrset_ttl: (context) => {
    const { zone, rrset } = writableRRSet(context);
    const body = context.body;
    return actionCreated(context, changeZone(context, zone, "change_rrset_ttl", () => {
      rrset.ttl = body.ttl ?? null;
    }));
  },
  set_zone_rrset_records: (context) => {
    const { zone, rrset } = writableRRSet(context);
    const body = context.body;
    const problems = [];
    const records = readRecords(rrset.type, body.records, "records", problems);
    const shape = rrsetShapeProblem(rrset.name, rrset.type, records.length);
    if (shape)
      problems.push({ name: "records", messages: [shape] });
    if (problems.length > 0)
      throw invalidInput(problems);
    return actionCreated(context, changeZone(context, zone, "set_rrset_records", () => {
      rrset.records = records;
    }));
  },
  add_zone_rrset_records: (context) => {
    const zone = writableZone(context, "primary");
    const { rr_name: name2, rr_type: type } = context.params;
    const body = context.body;
    const problems = [];
    const records = readRecords(type, body.records, "records", problems);
    const existing = findRRSet(zone, name2, type);
    const ttl = body.ttl ?? null;
    if (existing) {
      assertChangeable(zone, existing);
      if (ttl !== null && existing.ttl !== null && ttl !== existing.ttl) {
        problems.push({
          name: "ttl",
          messages: [`is ${ttl} but the RRSet ${rrsetId(existing)} has TTL ${existing.ttl}`]
        });
      }
      const added = records.filter((record) => !existing.records.some((entry) => entry.value === record.value));
      const shape = rrsetShapeProblem(name2, type, existing.records.length + added.length);
      if (shape)
        problems.push({ name: "records", messages: [shape] });
      if (problems.length > 0)
        throw invalidInput(problems);
      return actionCreated(context, changeZone(context, zone, "add_rrset_records", () => {
        existing.records.push(...added);
        if (ttl !== null)
          existing.ttl = ttl;
      }));
    }
    checkNewRRSet(zone, name2, type, records, { name: "rr_name", records: "records" }, problems);
    if (problems.length > 0)
      throw invalidInput(problems);
    const rrset = {
      name: name2,
      type,
      ttl,
      labels: {},
      protection: { change: false },
      records,
      createdMs: context.nowMs
    };
    return actionCreated(context, changeZone(context, zone, "add_rrset_records", () => zone.rrsets.push(rrset)));
  },
  remove_zone_rrset_records: (context) => {
    const { zone, rrset } = writableRRSet(context);
    const body = context.body;
    const values = body.records.map((record) => normalizeValue(record.value));
    const problems = [];
    values.forEach((value, index) => {
      if (!rrset.records.some((record) => record.value === value)) {
        problems.push({
          name: `records[${index}].value`,
          messages: [`'${value}' is not a record of ${rrsetId(rrset)}`]
        });
      }
    });
    if (problems.length > 0)
      throw invalidInput(problems);
    const remaining = rrset.records.filter((record) => !values.includes(record.value));
    if (remaining.length === 0)
      assertNotSoa(rrset, "emptied");
    return actionCreated(context, changeZone(context, zone, "remove_rrset_records", () => {
      if (remaining.length === 0)
        removeRRSet(zone, rrset);
      else
        rrset.records = remaining;
    }));
  },
  update_zone_rrset_records: (context) => {
    const { zone, rrset } = writableRRSet(context);
    const body = context.body;
    const problems = [];
    const updates = body.records.map((record, index) => {
      const value = normalizeValue(record.value);
      const target = rrset.records.find((entry) => entry.value === value);
      if (!target) {
        problems.push({
          name: `records[${index}].value`,
          messages: [`'${value}' is not a record of ${rrsetId(rrset)}`]
        });
      }
      const comment = record.comment.trim();
      if (/[\r\n]/.test(comment)) {
        problems.push({ name: `records[${index}].comment`, messages: ["must be a single line"] });
      }
      return { target, comment };
    });
    if (problems.length > 0)
      throw invalidInput(problems);
    const action = changeZone(context, zone, "update_rrset_records", () => {
      for (const update of updates)
        if (update.target)
          update.target.comment = update.comment;
    });
    return { ...actionCreated(context, action), status: 200 };
  }
};

// ../apps/emulator/dist/resources/zones/zonefile.js
var RRSET_TYPES = [
  "A",
  "AAAA",
  "CAA",
  "CNAME",
  "DS",
  "HINFO",
  "HTTPS",
  "MX",
  "NS",
  "PTR",
  "RP",
  "SOA",
  "SRV",
  "SVCB",
  "TLSA",
  "TXT"
];
var MIN_TTL = 60;
var MAX_TTL = 2147483647;
var ZonefileError = class extends Error {
  line;
  reason;
  constructor(line, reason) {
    super(line === void 0 ? reason : `line ${line}: ${reason}`);
    this.line = line;
    this.reason = reason;
    this.name = "ZonefileError";
  }
};
function printOrder(a, b) {
  const rank = (rrset) => rrset.name === "@" && rrset.type === "SOA" ? 0 : rrset.name === "@" && rrset.type === "NS" ? 1 : rrset.name === "@" ? 2 : 3;
  const byRank = rank(a) - rank(b);
  if (byRank !== 0)
    return byRank;
  const left = rrsetId(a);
  const right = rrsetId(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
function printZonefile(zone) {
  const lines = [`$ORIGIN ${zone.name}.`, `$TTL ${zone.ttl}`, ""];
  for (const rrset of [...zone.rrsets].sort(printOrder)) {
    for (const record of rrset.records) {
      const fields = [rrset.name];
      if (rrset.ttl !== null)
        fields.push(String(rrset.ttl));
      fields.push("IN", rrset.type, record.value);
      lines.push(fields.join("	") + (record.comment === "" ? "" : ` ; ${record.comment}`));
    }
  }
  return `${lines.join("\n")}
`;
}
function scan(text, line) {
  const tokens2 = [];
  let current = "";
  let quoted = false;
  let comment;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      current += char;
      if (char === "\\" && index + 1 < text.length) {
        index += 1;
        current += text[index];
      } else if (char === '"')
        quoted = false;
      continue;
    }
    if (char === ";") {
      comment = text.slice(index + 1).trim();
      break;
    }
    if (/\s/.test(char)) {
      if (current !== "")
        tokens2.push(current);
      current = "";
      continue;
    }
    if (char === "(" || char === ")") {
      if (current !== "")
        tokens2.push(current);
      current = "";
      tokens2.push(char);
      continue;
    }
    if (char === '"')
      quoted = true;
    current += char;
  }
  if (quoted)
    throw new ZonefileError(line, "a quoted string is not closed on its line");
  if (current !== "")
    tokens2.push(current);
  return { tokens: tokens2, comment };
}
function logicalLines(text) {
  const physical = text.split(/\r?\n/);
  const result = [];
  let open;
  let depth = 0;
  physical.forEach((raw, index) => {
    const line = index + 1;
    const { tokens: tokens2, comment } = scan(raw, line);
    if (open) {
      for (const token of tokens2) {
        if (token === "(")
          throw new ZonefileError(line, "nested '(' is not allowed");
        if (token === ")")
          depth -= 1;
        else if (depth === 0)
          throw new ZonefileError(line, `unexpected '${token}' after ')'`);
        else
          open.tokens.push(token);
      }
      if (comment)
        open.comment = open.comment === "" ? comment : `${open.comment} ${comment}`;
      if (depth === 0) {
        result.push(open);
        open = void 0;
      }
      return;
    }
    if (tokens2.length === 0)
      return;
    const entry = {
      line,
      ownerOmitted: /^\s/.test(raw),
      tokens: [],
      comment: comment ?? ""
    };
    for (const token of tokens2) {
      if (token === "(") {
        if (depth > 0)
          throw new ZonefileError(line, "nested '(' is not allowed");
        depth += 1;
      } else if (token === ")") {
        if (depth === 0)
          throw new ZonefileError(line, "')' without '('");
        depth -= 1;
      } else
        entry.tokens.push(token);
    }
    if (depth > 0)
      open = entry;
    else
      result.push(entry);
  });
  if (open)
    throw new ZonefileError(open.line, "'(' is never closed");
  return result;
}
var TTL_UNITS = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
var TTL_TOKEN = /^(\d+[smhdw]?)+$/i;
function parseTtl(token, line) {
  let seconds = 0;
  if (/^\d+$/.test(token))
    seconds = Number(token);
  else {
    for (const [, amount, unit] of token.matchAll(/(\d+)([smhdw])/gi)) {
      seconds += Number(amount) * TTL_UNITS[unit.toLowerCase()];
    }
  }
  if (seconds < MIN_TTL || seconds > MAX_TTL) {
    throw new ZonefileError(line, `TTL ${token} is outside ${MIN_TTL}..${MAX_TTL} seconds`);
  }
  return seconds;
}
var CLASSES = /* @__PURE__ */ new Set(["IN", "CH", "HS", "CS", "ANY"]);
function ownerName(token, zoneName, line) {
  const lower = token.toLowerCase();
  let name2 = lower;
  if (lower === "@")
    name2 = "@";
  else if (lower.endsWith(".")) {
    if (lower === `${zoneName}.`)
      name2 = "@";
    else if (lower.endsWith(`.${zoneName}.`))
      name2 = lower.slice(0, -(zoneName.length + 2));
    else
      throw new ZonefileError(line, `owner '${token}' is outside the zone ${zoneName}`);
  }
  const problem = rrsetNameProblem(name2, zoneName);
  if (problem)
    throw new ZonefileError(line, `owner '${token}' ${problem}`);
  return name2;
}
function parseZonefile(text, zoneName) {
  let ttl;
  const rrsets = /* @__PURE__ */ new Map();
  let previousOwner;
  for (const entry of logicalLines(text)) {
    const { line, tokens: tokens2 } = entry;
    const first = tokens2[0];
    if (first.startsWith("$")) {
      const directive = first.toUpperCase();
      if (directive === "$ORIGIN") {
        if (tokens2.length !== 2 || tokens2[1].toLowerCase() !== `${zoneName}.`) {
          throw new ZonefileError(line, `$ORIGIN must be '${zoneName}.' (the zone name with a trailing dot)`);
        }
      } else if (directive === "$TTL") {
        if (tokens2.length !== 2 || !TTL_TOKEN.test(tokens2[1])) {
          throw new ZonefileError(line, "$TTL needs one TTL value, e.g. '$TTL 3600'");
        }
        ttl = parseTtl(tokens2[1], line);
      } else {
        throw new ZonefileError(line, `directive ${first} is not supported (only $ORIGIN and $TTL)`);
      }
      continue;
    }
    let rest = tokens2;
    let owner;
    if (entry.ownerOmitted) {
      if (previousOwner === void 0) {
        throw new ZonefileError(line, "the first record must name its owner (the line starts with whitespace)");
      }
      owner = previousOwner;
    } else {
      owner = ownerName(first, zoneName, line);
      rest = tokens2.slice(1);
    }
    previousOwner = owner;
    let recordTtl;
    let index = 0;
    for (; index < 2 && index < rest.length; index += 1) {
      const token = rest[index];
      const upper = token.toUpperCase();
      if (recordTtl === void 0 && TTL_TOKEN.test(token))
        recordTtl = parseTtl(token, line);
      else if (CLASSES.has(upper)) {
        if (upper !== "IN")
          throw new ZonefileError(line, `class ${upper} is not supported (only IN)`);
      } else
        break;
    }
    const typeToken = rest[index];
    if (typeToken === void 0)
      throw new ZonefileError(line, "the record has no type");
    const type = typeToken.toUpperCase();
    if (!RRSET_TYPES.includes(type)) {
      throw new ZonefileError(line, `record type '${typeToken}' is not supported (supported: ${RRSET_TYPES.join(", ")})`);
    }
    const value = normalizeValue(rest.slice(index + 1).join(" "));
    if (value === "")
      throw new ZonefileError(line, `the ${type} record has no value`);
    const problem = recordValueProblem(type, value);
    if (problem)
      throw new ZonefileError(line, `${type} value '${value}' ${problem}`);
    const key = `${owner}/${type}`;
    let rrset = rrsets.get(key);
    if (!rrset) {
      rrset = { name: owner, type, ttl: recordTtl ?? null, line, records: [] };
      rrsets.set(key, rrset);
    } else if ((recordTtl ?? null) !== rrset.ttl) {
      throw new ZonefileError(line, `all records of ${key} must have the same TTL (an RRSet has one TTL); this one has ${recordTtl ?? "none"}, an earlier one ${rrset.ttl ?? "none"}`);
    }
    if (rrset.records.some((record) => record.value === value)) {
      throw new ZonefileError(line, `duplicate record '${value}' in ${key}`);
    }
    rrset.records.push({ value, comment: entry.comment });
  }
  for (const rrset of rrsets.values()) {
    const problem = rrsetShapeProblem(rrset.name, rrset.type, rrset.records.length);
    if (problem)
      throw new ZonefileError(rrset.line, `${rrsetId(rrset)}: ${problem}`);
  }
  const result = [...rrsets.values()].map(({ line: _, ...rrset }) => rrset);
  checkMandatoryRecords(rrsets);
  return { ttl, rrsets: result };
}
function checkMandatoryRecords(byKey) {
  const apexNs = byKey.get("@/NS");
  if (!apexNs)
    return;
  const ns = new Set(apexNs.records.map((record) => record.value.toLowerCase()));
  const missing = ASSIGNED_NAMESERVERS.filter((server) => !ns.has(server));
  if (missing.length > 0) {
    throw new ZonefileError(void 0, `the zone file lacks the NS records of the assigned nameservers at '@': ${missing.join(", ")}`);
  }
}

// ../apps/emulator/dist/resources/zones/handlers.js
var DEFAULT_TTL = 3600;
var NON_PUBLIC = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1?$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe[89ab][0-9a-f]:/i
];
function nameserverProblems(list, field) {
  const problems = [];
  if (list.length === 0) {
    problems.push({
      name: field,
      messages: ["a secondary zone needs at least one primary nameserver"]
    });
  }
  list.forEach((server, index) => {
    const at = `${field}[${index}]`;
    if (!isIPv42(server.address) && !isIPv62(server.address)) {
      problems.push({ name: `${at}.address`, messages: ["must be an IPv4 or IPv6 address"] });
    } else if (NON_PUBLIC.some((pattern) => pattern.test(server.address))) {
      problems.push({ name: `${at}.address`, messages: ["must be a public address"] });
    }
    if (server.tsig_key === void 0 !== (server.tsig_algorithm === void 0)) {
      problems.push({
        name: `${at}.tsig_key`,
        messages: ["tsig_key and tsig_algorithm must be given together"]
      });
    }
    if (server.tsig_key !== void 0 && !(/^[A-Za-z0-9+/]+={0,2}$/.test(server.tsig_key) && server.tsig_key.length % 4 === 0)) {
      problems.push({ name: `${at}.tsig_key`, messages: ["must be base64"] });
    }
  });
  return problems;
}
function withDefaults(list) {
  return list.map(({ tsig_key: _secret, ...server }) => ({ ...server, port: server.port ?? 53 }));
}
function importedRRSets(parsed, previous, nowMs) {
  const supplied = defaultRRSets(nowMs).filter((automatic) => !parsed.some((rrset) => rrsetId(rrset) === rrsetId(automatic))).map((automatic) => previous.find((entry) => rrsetId(entry) === rrsetId(automatic)) ?? automatic);
  return [
    ...supplied,
    ...parsed.map((rrset) => {
      const old = previous.find((entry) => rrsetId(entry) === rrsetId(rrset));
      return {
        ...rrset,
        labels: old?.labels ?? {},
        protection: { change: false },
        createdMs: old?.createdMs ?? nowMs
      };
    })
  ];
}
function parseOrThrow(text, zoneName) {
  try {
    return parseZonefile(text, zoneName);
  } catch (error) {
    if (error instanceof ZonefileError)
      throw zonefileInvalid(error);
    throw error;
  }
}
function createRRSets(body, nowMs) {
  const rrsets = body.rrsets ?? [];
  if (body.zonefile !== void 0 && body.zonefile.trim() !== "") {
    if (rrsets.length > 0)
      throw invalidField("zonefile", "cannot be combined with a non-empty 'rrsets'");
    const parsed = parseOrThrow(body.zonefile, body.name);
    return { rrsets: importedRRSets(parsed.rrsets, [], nowMs), ttl: parsed.ttl };
  }
  const result = defaultRRSets(nowMs);
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  rrsets.forEach((input, index) => {
    const at = `rrsets[${index}]`;
    const records = readRecords(input.type, input.records, `${at}.records`, problems);
    checkNewRRSet(body, input.name, input.type, records, { name: `${at}.name`, records: `${at}.records` }, problems);
    const id = `${input.name}/${input.type}`;
    if (seen.has(id))
      problems.push({ name: at, messages: [`RRSet ${id} is given twice`] });
    seen.add(id);
    const rrset = {
      name: input.name,
      type: input.type,
      ttl: input.ttl ?? null,
      labels: input.labels ?? {},
      protection: { change: false },
      records,
      createdMs: nowMs
    };
    const automatic = result.findIndex((entry) => rrsetId(entry) === id);
    if (automatic >= 0)
      result[automatic] = rrset;
    else
      result.push(rrset);
  });
  if (problems.length > 0)
    throw invalidInput(problems);
  return { rrsets: result, ttl: void 0 };
}
var ZONE_KIND = { collection: COLLECTIONS.zones, type: ZONE_TYPE };
var zoneHandlers = {
  list_zones: (context) => {
    const mode = context.query.mode;
    const zones = ownedRecords(context, COLLECTIONS.zones).filter((zone) => mode === void 0 || zone.mode === mode);
    return listResponse(context, "zones", zones, { view: (zone) => viewZone(context, zone) });
  },
  create_zone: (context) => {
    const body = context.body;
    const nameProblem = zoneNameProblem(body.name);
    if (nameProblem)
      throw invalidField("name", nameProblem);
    let rrsets = [];
    let primaryNameservers = [];
    let ttl = body.ttl ?? DEFAULT_TTL;
    if (body.mode === "primary") {
      const created = createRRSets(body, context.nowMs);
      rrsets = created.rrsets;
      ttl = created.ttl ?? ttl;
      const soa = rrsets.find((rrset) => rrset.name === "@" && rrset.type === "SOA")?.records[0];
      if (soa)
        soa.value = withSoaSerial(soa.value, Math.max(soaSerial(soa.value), firstSerialOfDay(context.nowMs)));
    } else {
      const problems = nameserverProblems(body.primary_nameservers ?? [], "primary_nameservers");
      if (problems.length > 0)
        throw invalidInput(problems);
      primaryNameservers = withDefaults(body.primary_nameservers ?? []);
    }
    assertUniqueName(context, COLLECTIONS.zones, "zone", body.name);
    const zone = {
      id: context.services.store.nextId(COLLECTIONS.zones),
      project: context.project,
      name: body.name,
      mode: body.mode,
      ttl,
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
      protection: { delete: false },
      primaryNameservers,
      rrsets
    };
    context.services.store.put(COLLECTIONS.zones, zone);
    const action = startAction(context, "create_zone", [{ id: zone.id, type: ZONE_TYPE }]);
    return {
      status: 201,
      body: {
        zone: viewZone(context, zone),
        action: viewAction(context, action)
      }
    };
  },
  get_zone: (context) => ({ status: 200, body: { zone: viewZone(context, findZone(context)) } }),
  update_zone: (context) => {
    const zone = findZone(context);
    const body = context.body;
    if (body.labels)
      zone.labels = { ...body.labels };
    context.services.store.put(COLLECTIONS.zones, zone);
    return { status: 200, body: { zone: viewZone(context, zone) } };
  },
  delete_zone: (context) => {
    const zone = findZone(context);
    assertNotLocked(context, ZONE_TYPE, zone.id);
    if (zone.protection.delete) {
      throw new ApiError(423, "protected", `zone ${zone.name} is protected against deletion`);
    }
    const protectedSet = zone.rrsets.find((rrset) => rrset.protection.change);
    if (protectedSet) {
      throw new ApiError(423, "protected", `RRSet ${rrsetId(protectedSet)} of zone ${zone.name} is protected against changes; deleting the zone would delete it`);
    }
    context.services.store.remove(COLLECTIONS.zones, zone.id);
    return actionCreated(context, startAction(context, "delete_zone", [{ id: zone.id, type: ZONE_TYPE }]));
  },
  get_zone_zonefile: (context) => {
    const zone = findZone(context);
    requireMode(zone, "primary");
    return { status: 200, body: { zonefile: printZonefile(zone) } };
  },
  change_zone_ttl: (context) => {
    const zone = writableZone(context, "primary");
    const body = context.body;
    return actionCreated(context, changeZone(context, zone, "change_ttl", () => {
      zone.ttl = body.ttl;
    }));
  },
  import_zone_zonefile: (context) => {
    const zone = writableZone(context, "primary");
    const protectedSet = zone.rrsets.find((rrset) => rrset.protection.change);
    if (protectedSet) {
      throw new ApiError(423, "protected", `RRSet ${rrsetId(protectedSet)} of zone ${zone.name} is protected against changes; an import would replace it`);
    }
    const body = context.body;
    const parsed = parseOrThrow(body.zonefile, zone.name);
    return actionCreated(context, changeZone(context, zone, "import_zonefile", () => {
      zone.rrsets = importedRRSets(parsed.rrsets, zone.rrsets, context.nowMs);
      if (parsed.ttl !== void 0)
        zone.ttl = parsed.ttl;
    }));
  },
  change_zone_primary_nameservers: (context) => {
    const zone = writableZone(context, "secondary");
    const body = context.body;
    const problems = nameserverProblems(body.primary_nameservers, "primary_nameservers");
    if (problems.length > 0)
      throw invalidInput(problems);
    return actionCreated(context, changeZone(context, zone, "change_primary_nameservers", () => {
      zone.primaryNameservers = withDefaults(body.primary_nameservers);
    }));
  },
  change_zone_protection: (context) => {
    const zone = writableZone(context);
    const body = context.body ?? {};
    return actionCreated(context, changeZone(context, zone, "change_protection", () => {
      if (typeof body.delete === "boolean")
        zone.protection = { delete: body.delete };
    }));
  },
  ...actionListingHandlers(ZONE_KIND, (context) => findZone(context).id),
  ...rrsetHandlers
};

// ../apps/emulator/dist/resources/zones/indexes.js
var zoneIndexes = [nameIndex(COLLECTIONS.zones)];

// ../apps/emulator/dist/resources/index.js
var publicHandlers = {
  ...catalogHandlers,
  ...actionHandlers,
  ...sshKeyHandlers,
  ...imageHandlers,
  ...primaryIpHandlers,
  ...floatingIpHandlers,
  ...networkHandlers,
  ...firewallHandlers,
  ...serverHandlers,
  ...serverActionHandlers,
  ...volumeHandlers,
  ...placementGroupHandlers,
  ...loadBalancerHandlers,
  ...certificateHandlers,
  ...zoneHandlers
};
var LIST_INDEXES = [serverListIndex];
var STORE_INDEXES = [
  ...serverIndexes,
  ...placementGroupIndexes,
  ...primaryIpIndexes,
  ...floatingIpIndexes,
  ...networkIndexes,
  ...firewallIndexes,
  ...sshKeyIndexes,
  ...volumeIndexes,
  ...loadBalancerIndexes,
  ...certificateIndexes,
  ...zoneIndexes,
  ...imageIndexes,
  ...catalogIndexes,
  ...actionIndexes
];

// ../apps/emulator/dist/spec/api-document.js
import { createHash as createHash6 } from "node:crypto";
import { existsSync as existsSync3, readFileSync as readFileSync5 } from "node:fs";
import { createRequire as createRequire2 } from "node:module";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// ../apps/emulator/dist/spec/openapi-document.js
function defaultSpecPath() {
  return publicApiDocumentAsset();
}
function unescapePointerToken(token) {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
function escapePointerToken(token) {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}
function resolvePointer(document, pointer) {
  if (!pointer.startsWith("#"))
    throw new Error(`only local $refs are supported, got '${pointer}'`);
  let current = document;
  for (const raw of pointer.slice(1).split("/").slice(1)) {
    if (typeof current !== "object" || current === null)
      return void 0;
    current = current[unescapePointerToken(raw)];
  }
  return current;
}
function dereference(document, value, pointer) {
  let current = value;
  let at = pointer;
  for (let hops = 0; hops < 20; hops += 1) {
    if (typeof current !== "object" || current === null || !("$ref" in current))
      break;
    const ref = current.$ref;
    if (typeof ref !== "string")
      break;
    at = ref;
    current = resolvePointer(document, ref);
  }
  return { value: current, pointer: at };
}

// ../apps/emulator/dist/spec/operations.js
var METHODS = ["get", "post", "put", "delete"];
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function collectParameters(document, list, basePointer, into) {
  if (!Array.isArray(list))
    return;
  list.forEach((entry, index) => {
    const { value, pointer } = dereference(document, entry, `${basePointer}/${index}`);
    if (!isRecord(value))
      return;
    const location = value.in;
    if (location !== "path" && location !== "query")
      return;
    const name2 = String(value.name);
    const schemaRef = dereference(document, value.schema, `${pointer}/schema`);
    const schema = isRecord(schemaRef.value) ? schemaRef.value : {};
    const items = schema.type === "array" ? dereference(document, schema.items, `${schemaRef.pointer}/items`).value : void 0;
    into.set(`${location}:${name2}`, {
      name: name2,
      in: location,
      required: value.required === true,
      schemaPointer: `${pointer}/schema`,
      schema,
      integer: schema.type === "integer" || isRecord(items) && items.type === "integer"
    });
  });
}
function sortFieldsOf(parameter) {
  if (!parameter)
    return void 0;
  const items = parameter.schema.items;
  const enumValues = isRecord(items) ? items.enum : parameter.schema.enum;
  if (!Array.isArray(enumValues))
    return void 0;
  const fields = /* @__PURE__ */ new Set();
  for (const value of enumValues)
    fields.add(String(value).split(":")[0] ?? "");
  return [...fields];
}
var SUNSET_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function sunsetOf(operation) {
  const day = operation["x-sunset"];
  if (operation.deprecated !== true || typeof day !== "string")
    return {};
  const match = SUNSET_DAY.exec(day);
  if (!match)
    throw new Error(`x-sunset ${JSON.stringify(day)} is not YYYY-MM-DD`);
  const atMs = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const announcement = operation["x-deprecation-announcement"];
  if (typeof announcement !== "string") {
    throw new Error(`x-sunset ${day} without an x-deprecation-announcement`);
  }
  return { sunset: { atMs, announcement } };
}
function readOperations(document) {
  const operations = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const itemPointer = `#/paths/${escapePointerToken(path)}`;
    const { value: item, pointer: itemAt } = dereference(document, rawItem, itemPointer);
    if (!isRecord(item))
      continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation))
        continue;
      const operationPointer = `${itemAt}/${method}`;
      const parameters = /* @__PURE__ */ new Map();
      collectParameters(document, item.parameters, `${itemAt}/parameters`, parameters);
      collectParameters(document, operation.parameters, `${operationPointer}/parameters`, parameters);
      let body;
      const requestBody = dereference(document, operation.requestBody, `${operationPointer}/requestBody`);
      if (isRecord(requestBody.value) && isRecord(requestBody.value.content)) {
        const json = requestBody.value.content["application/json"];
        if (isRecord(json) && json.schema !== void 0) {
          body = {
            schemaPointer: `${requestBody.pointer}/content/application~1json/schema`,
            required: requestBody.value.required === true
          };
        }
      }
      const parameterList = [...parameters.values()];
      operations.push({
        operationId: String(operation.operationId ?? `${method} ${path}`),
        method,
        path,
        parameters: parameterList,
        body,
        sortFields: sortFieldsOf(parameters.get("query:sort")),
        deprecated: operation.deprecated === true,
        ...typeof operation.summary === "string" ? { summary: operation.summary } : {},
        ...sunsetOf(operation)
      });
    }
  }
  return operations;
}

// ../apps/emulator/dist/spec/api-document.js
init_validators();
function sha256Hex(text) {
  return createHash6("sha256").update(text).digest("hex");
}
function generatedValidatorsUrl(name2) {
  return new URL(`../generated/validators/${name2}.js`, import.meta.url);
}
async function importGenerated(name2, directory) {
  const url = directory ? new URL(`${name2}.js`, directory) : generatedValidatorsUrl(name2);
  if (!existsSync3(fileURLToPath2(url)))
    return void 0;
  return { module: await import(url.href), url };
}
async function parseSource(path, text) {
  if (path.endsWith(".json"))
    return JSON.parse(text);
  const { parse } = await Promise.resolve().then(() => __toESM(require_dist(), 1));
  return parse(text);
}
function withIntegers(operation, found) {
  return {
    path: found?.path,
    query: found?.query,
    body: found?.body,
    integerParameters: {
      path: integerNames(operation, "path"),
      query: integerNames(operation, "query")
    }
  };
}
var loaded = /* @__PURE__ */ new Map();
function loadApiDocument(name2, path, options = {}) {
  const text = readFileSync5(path, "utf8");
  const sha = sha256Hex(text);
  const key = `${name2}\0${path}\0${sha}\0${options.generatedDirectory?.href ?? ""}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = buildApiDocument(name2, path, text, sha, options.generatedDirectory);
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}
async function buildApiDocument(name2, path, text, sha, generatedDirectory) {
  const found = await importGenerated(name2, generatedDirectory);
  if (found && found.module.SOURCE_SHA256 === sha) {
    const generated = found.module;
    const operations2 = generated.OPERATIONS;
    let document2 = generated.DOCUMENT;
    const require2 = createRequire2(found.url);
    const byOperation = /* @__PURE__ */ new Map();
    return {
      name: name2,
      get document() {
        document2 ??= JSON.parse(readFileSync5(path, "utf8"));
        return document2;
      },
      operations: operations2,
      validatorSource: "generated",
      validators(operation) {
        let validators = byOperation.get(operation.operationId);
        if (!validators) {
          const file = generated.VALIDATOR_FILES[operation.operationId];
          if (!file)
            throw new Error(`${name2} API: no validators for ${operation.operationId}`);
          validators = withIntegers(operation, require2(file));
          byOperation.set(operation.operationId, validators);
        }
        return validators;
      }
    };
  }
  const document = await parseSource(path, text);
  const operations = readOperations(document);
  const { createSpecAjv: createSpecAjv2, compileOperationValidators: compileOperationValidators2 } = await Promise.resolve().then(() => (init_ajv_compile(), ajv_compile_exports));
  let ajvs;
  const compiled = /* @__PURE__ */ new Map();
  return {
    name: name2,
    document,
    operations,
    validatorSource: "compiled",
    validators(operation) {
      let found2 = compiled.get(operation.operationId);
      if (!found2) {
        ajvs ??= {
          coercing: createSpecAjv2(document, { coerce: true }),
          strict: createSpecAjv2(document, { coerce: false })
        };
        found2 = compileOperationValidators2(operation, ajvs.coercing, ajvs.strict);
        compiled.set(operation.operationId, found2);
      }
      return found2;
    }
  };
}

// ../apps/emulator/dist/index.js
init_memory_store();

// ../apps/emulator/dist/resources/catalog/catalog-deprecations.js
function catalogDeprecations(rows = CATALOG_ROWS) {
  const items = [];
  for (const row of rows.serverTypes) {
    const deprecation = serverTypeRowDeprecation(row, rows);
    if (!deprecation)
      continue;
    items.push({
      type: "server_type",
      name: row.name,
      id: row.id,
      detail: row.locations.join(", "),
      announced: deprecation.announced,
      unavailable_after: deprecation.unavailable_after
    });
  }
  for (const row of rows.loadBalancerTypes) {
    if (row.deprecation)
      items.push({ type: "load_balancer_type", name: row.name, id: row.id, ...row.deprecation });
  }
  for (const row of rows.images) {
    if (!row.deprecated)
      continue;
    items.push({
      type: "image",
      name: row.name,
      id: row.id,
      detail: row.architecture,
      announced: row.deprecated,
      unavailable_after: row.unavailableAfter ?? imageUnavailableAfter(row.deprecated)
    });
  }
  for (const row of rows.isos) {
    const deprecation = isoRowDeprecation(row, rows);
    if (!deprecation)
      continue;
    items.push({
      type: "iso",
      name: row.name,
      id: row.id,
      announced: deprecation.announced,
      unavailable_after: deprecation.unavailable_after
    });
  }
  const order = ["server_type", "load_balancer_type", "image", "iso"];
  return items.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type) || a.unavailable_after.localeCompare(b.unavailable_after) || a.name.localeCompare(b.name));
}

// ../apps/emulator/dist/index.js
var EMULATOR_VERSION = createRequire4(import.meta.url)("../package.json").version;
async function openStore2(dataFile, listIndexes) {
  const indexes = { indexes: STORE_INDEXES, listIndexes: listIndexes ? LIST_INDEXES : [] };
  if (!dataFile)
    return new MemoryStore(indexes);
  const { DurableStore: DurableStore2 } = await Promise.resolve().then(() => (init_durable_store(), durable_store_exports));
  return new DurableStore2(dataFile, indexes);
}
function listenError(error, service, host, port2, variable, hostVariable) {
  const code = error.code;
  if (code === "EADDRINUSE") {
    return new Error(`${service} cannot listen on ${host}:${port2}: the port is in use (${variable.startsWith("--") ? `give ${variable}` : `set ${variable} to`} another port, or 0 for any free one)`, { cause: error });
  }
  if (code === "EACCES" || code === "EADDRNOTAVAIL") {
    return new Error(`${service} cannot listen on ${host}:${port2} (${code}; check ${hostVariable} and ${variable})`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
async function startEmulator(options = {}) {
  const env = options.env ?? process.env;
  const seedFile = options.seedFile ?? (env.CLOUD_API_SEED || void 0);
  const fixture = seedFile === void 0 ? void 0 : readSeedFixture(seedFile);
  const config = resolveConfig(options, env, fixture ? fixtureGrants(fixture) : []);
  const name2 = (variable) => options.settingNames?.[variable] ?? variable;
  const [api, controlDocument, consoleDocument] = await Promise.all([
    loadApiDocument("public", options.specPath ?? defaultSpecPath()),
    loadApiDocument("control", controlApiDocumentPath()),
    config.consolePort === void 0 ? void 0 : loadApiDocument("console", consoleApiDocumentPath())
  ]);
  const operations = api.operations;
  const store = await openStore2(config.dataFile, config.listIndexes);
  const emulatorClock = new EmulatorClock(options.clock ?? Date.now);
  const clock = emulatorClock.now;
  const random = createRandom(config.randomSeed);
  const faults = new FaultRules(random);
  const journal = new RequestJournal(config.journalSize);
  const rateLimiter = new RateLimiter(config.rateLimitPerHour);
  const baseRows = { ...CATALOG_ROWS, ...options.catalogRows };
  const catalog = new CatalogTimeline(baseRows, (built) => {
    for (const entry of [
      ...built.locations,
      ...built.datacenters,
      ...built.serverTypes,
      ...built.images,
      ...built.isos,
      ...built.loadBalancerTypes
    ]) {
      immutableEntry(entry);
    }
  });
  const rehearsals = new CatalogRehearsals(baseRows, catalog);
  for (const input of options.catalogDeprecationRehearsals ?? [])
    rehearsals.add(input);
  const rehearsalFile = options.catalogDeprecationsFile ?? (env.CLOUD_API_CATALOG_DEPRECATIONS || void 0);
  if (rehearsalFile !== void 0)
    loadRehearsalFile(rehearsalFile, rehearsals);
  const services = {
    store,
    actions: new ActionEngine(store, { uniformMs: config.actionMs, overrides: config.actionDurations }, (project, command) => faults.forAction(project, command)),
    catalog,
    config,
    random
  };
  const control = createControlPlane({
    store,
    actions: services.actions,
    clock: emulatorClock,
    random,
    faults,
    journal,
    catalog: rehearsals,
    resetRateLimits: () => rateLimiter.reset()
  });
  const handlers = publicHandlers;
  const account = new Account(store, clock, (project) => Object.values(COLLECTIONS).reduce((sum, collection) => sum + store.listOwned(collection, project).length, 0));
  account.seed(config.tokens);
  const correlationPrefix = random.bytes(4).toString("hex");
  let requestCounter = 0;
  const nextCorrelationId = () => {
    requestCounter += 1;
    return `${correlationPrefix}${requestCounter.toString(16).padStart(8, "0")}`;
  };
  const { headersTimeoutMs, requestTimeoutMs } = config;
  const publicApi = createPublicApi({
    api,
    handlers,
    services,
    clock,
    control,
    rateLimiter,
    account,
    nextCorrelationId
  });
  const startedMs = Date.now();
  let apiVersion;
  const service = () => {
    apiVersion ??= String(api.document.info?.version ?? "unknown");
    return {
      status: "ok",
      version: EMULATOR_VERSION,
      api_version: apiVersion,
      store: config.dataFile ? "durable" : "memory",
      uptime_seconds: Math.floor((Date.now() - startedMs) / 1e3)
    };
  };
  const controlApi = createControlApi(control, controlDocument, config.adminToken, service, {
    clock,
    nextCorrelationId
  });
  const server = createHttpServer({
    routes: [controlApi],
    fallback: publicApi,
    headersTimeoutMs,
    requestTimeoutMs,
    nextCorrelationId
  });
  let seededProjects = [];
  try {
    if (fixture && seedFile)
      seededProjects = await applySeedFixture(publicApi, store, fixture, seedFile);
  } catch (error) {
    await store.close();
    throw error;
  }
  let port2;
  try {
    port2 = await listen(server, config.host, config.port);
  } catch (error) {
    await store.close();
    throw listenError(error, "the emulator's API", config.host, config.port, name2("PORT"), name2("HOST"));
  }
  const address = server.address();
  const boundHost = typeof address === "object" && address ? address : void 0;
  const host = boundHost?.family === "IPv6" ? `[${boundHost.address}]` : boundHost?.address ?? config.host;
  let consoleInfo;
  let consoleServer;
  if (config.consolePort !== void 0 && consoleDocument) {
    consoleServer = buildConsoleServer({
      api: consoleDocument,
      account,
      store,
      publicApi,
      password: config.consolePassword,
      publicOrigin: config.consoleOrigin,
      publicApiUrl: `http://${host}:${port2}/v1`,
      ...config.docsUrl ? { docsUrl: config.docsUrl } : {},
      clock,
      actions: services.actions,
      control,
      nextCorrelationId,
      headersTimeoutMs,
      requestTimeoutMs
    });
    let consolePort;
    try {
      consolePort = await listen(consoleServer, config.host, config.consolePort);
    } catch (error) {
      await close(server);
      await store.close();
      throw listenError(error, "the web console", config.host, config.consolePort, name2("CONSOLE_PORT"), name2("HOST"));
    }
    consoleInfo = {
      url: `http://${host}:${consolePort}/`,
      port: consolePort,
      password: config.consolePassword,
      generatedPassword: config.generatedConsolePassword,
      warning: exposedWithoutTls(config.host, config.consoleOrigin) ? `the console is bound to ${config.host} and served over plain HTTP: its password and session cross the network unencrypted. Put an HTTPS proxy in front and set CLOUD_API_CONSOLE_ORIGIN=https://..., or bind HOST=127.0.0.1` : void 0
    };
  }
  return {
    console: consoleInfo,
    url: `http://${host}:${port2}/v1`,
    port: port2,
    tokens: config.tokens,
    controlUrl: `http://${host}:${port2}${CONTROL_PREFIX}`,
    adminToken: config.adminToken,
    tokenGenerated: config.generatedToken,
    adminTokenGenerated: config.generatedAdminToken,
    control,
    seededProjects,
    dataFile: config.dataFile,
    validatorSource: api.validatorSource,
    unimplementedOperations: operations.map((operation) => operation.operationId).filter((id) => !(id in handlers)),
    async close() {
      if (consoleServer)
        await close(consoleServer);
      await close(server);
      await store.close();
    }
  };
}
export {
  CATALOG_ROWS,
  DEFAULT_ACTION_MS,
  DEFAULT_CONSOLE_PORT,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT,
  DEFAULT_REQUEST_TIMEOUT_MS,
  EMULATOR_VERSION,
  catalogDeprecations,
  parseTokens,
  startEmulator
};
