// Live validation for the public forms without shipping zod up front: the validators module is fetched as soon
// as this code runs in the browser (after hydration has started, not preloaded with the page), and until it has
// arrived a submit simply goes to the server, which validates with the same schema.
import { parse, type Submission } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { ValidatorName, validators as Validators } from "~/schemas/validators";

type Loaded = typeof Validators;
let loading: Promise<Loaded> | undefined;
// Browser only: the server renders without validators, and its bundle gets no chunk for them.
const load = () =>
  (loading ??= import.meta.env.SSR ? new Promise<Loaded>(() => {}) : import("~/schemas/validators").then((m) => m.validators));
if (!import.meta.env.SSR) void load();

/** Meanwhile: a submit passes through to the server; a validate-as-you-type request is held back. */
const passThrough = (formData: FormData): Submission<unknown> => parse(formData, { resolve: (value) => ({ value }) });

export function useLazyValidation<N extends ValidatorName>(name: N) {
  const [validate, setValidate] = useState<Loaded[N] | null>(null);
  useEffect(() => {
    let live = true;
    load().then((loaded) => live && setValidate(() => loaded[name]));
    return () => {
      live = false;
    };
  }, [name]);
  return ({ formData }: { formData: FormData }) => (validate ? validate(formData) : passThrough(formData)) as ReturnType<Loaded[N]>;
}
