// The TOTP key for typing into an authenticator app by hand. Without JavaScript it is plain text that
// one tap selects whole (user-select: all), so the phone's own "Copy" works; once hydrated, a Copy
// button puts it on the clipboard and says so.
import { useEffect, useState } from "react";
import { useI18n } from "~/lib/i18n/i18n";

export function SecretKey({ secret }: { secret: string }) {
  const { t } = useI18n();
  const [hydrated, setHydrated] = useState(false);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  useEffect(() => setHydrated(true), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("yes");
    } catch {
      setCopied("failed"); // no clipboard permission (or an http page): selecting by hand still works
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {t("twoFactor.settings.manual")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-slate-100 px-2 py-2 font-mono text-base break-all select-all">{secret}</code>
        {hydrated ? (
          <button type="button" onClick={() => void copy()} className="min-h-11 rounded-lg border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50">
            {t("twoFactor.settings.copyKey")}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied === "yes" ? t("twoFactor.settings.copied") : copied === "failed" ? t("twoFactor.settings.copyFailed") : null}
      </p>
    </div>
  );
}
