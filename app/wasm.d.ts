// Wasm modules are imported precompiled in workerd (runtime compilation is not allowed there).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
