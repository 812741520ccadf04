import { CLIENT_IP_HEADER } from "./http-headers";

/** The client address our HTTP layer determined (socket address, or X-Forwarded-For from a trusted proxy). */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
