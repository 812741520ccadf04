import { Form } from "react-router";
import { useT } from "~/lib/i18n/i18n";

/** Shown only when Google sign-in is configured (GOOGLE_CLIENT_ID/SECRET). */
export function GoogleButton({ redirectTo }: { redirectTo: string }) {
  const t = useT();
  return (
    <Form method="post" action="/auth/google" reloadDocument>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-100">
        <span aria-hidden="true" className="font-bold text-blue-700">G</span>
        {t("auth.google")}
      </button>
    </Form>
  );
}
