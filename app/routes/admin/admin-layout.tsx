import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { requireAdmin } from "~/lib/session.server";

// Every /admin/* page sits under this layout: its loader runs first on every request, so the guard
// cannot be forgotten by a child route. Children guard their own actions as well.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { adminName: admin.name };
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Outlet />
    </div>
  );
}
