// Each route names the message scopes it shows through a route middleware:
//
//   export const middleware = [routeMessages("courses", "details")];
//
// React Router runs the middleware of every matched route (on document and on .data requests) before
// any loader, so the root loader can send the union of the matched routes' scopes with the core ones.
// tests/unit/route-message-scopes.test.ts checks that every key a route's code can show is covered.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Locale } from "./locales";
import { CORE_SCOPES, type MessageScope, pickMessages } from "./message-scopes";
import type { Messages } from "./messages.en";
import { messagesFor } from "./messages.server";

const scopesContext = createContext<readonly MessageScope[]>([]);

export function routeMessages(...scopes: MessageScope[]): MiddlewareFunction<Response> {
  return ({ context }, next) => {
    context.set(scopesContext, [...context.get(scopesContext), ...scopes]);
    return next();
  };
}

/** The messages for this request's page: core scopes, the extra ones given, and the matched routes'. */
export function pageMessages(locale: Locale, context: Readonly<RouterContextProvider>, extra: readonly MessageScope[] = []): Partial<Messages> {
  return pickMessages(messagesFor(locale), locale, [...CORE_SCOPES, ...extra, ...context.get(scopesContext)]);
}
