import { data, redirect } from "react-router";

/** A redirect that carries the Set-Cookie headers of a better-auth response. */
export function redirectWithCookies(to: string, from: Response | Headers): Response {
  const headers = new Headers();
  const source = from instanceof Response ? from.headers : from;
  for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

export function badRequest<T>(body: T) {
  return data(body, { status: 400 });
}
