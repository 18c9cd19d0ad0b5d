import { build } from "esbuild";
const r=await build({stdin:{contents:`export * from "./dist/index.js";`,resolveDir:process.cwd(),loader:"js"},bundle:true,minify:true,format:"esm",platform:"neutral",write:false,logLevel:"error",external:["openapi-fetch"]});
console.log(r.outputFiles[0].text);
