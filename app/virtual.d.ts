// Modules made up by vite.config.ts.
declare module "virtual:site-behaviour" {
  /** The URL of the public site's behaviour script (app/behaviour/site.ts), built as its own client entry. */
  const url: string;
  export default url;
}
