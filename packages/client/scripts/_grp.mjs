import { gzipSync } from "node:zlib";
import { build } from "esbuild";
const dir = process.cwd();
async function b(contents){const r=await build({stdin:{contents,resolveDir:dir,loader:"js"},bundle:true,minify:true,format:"esm",platform:"neutral",write:false,logLevel:"error"});return gzipSync(r.outputFiles[0].contents,{level:9}).length;}
const mod = await import(dir+"/dist/index.js"); const names = Object.keys(mod);
const full = await b(`export * from "./dist/index.js";`);
const groups = { labels:["assertLabelKey","assertLabelValue","assertLabels","LabelSyntaxError","labelSelector"], actions:["ActionFailedError","ActionTimeoutError","actionsOf","createAndWait","waitForAction","waitForActions"], lists:["collectAll","paginate","getByName","ResourceNotFoundError"], versions:["API_SPEC_VERSION","CLIENT_VERSION"], errorsExtra:["CloudAbortError","CloudApiError","CloudError","CloudNetworkError","CloudResponseFormatError","CloudTimeoutError"], rate:["readRateLimit"] };
console.log("full", full);
for (const [g, list] of Object.entries(groups)) { const rest = names.filter(n => !list.includes(n)); console.log(g, full - await b(`export {${rest.join(",")}} from "./dist/index.js";`)); }
