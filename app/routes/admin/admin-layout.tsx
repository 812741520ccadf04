import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { requireAdmin } from "~/features/accounts/session.server";

// Every /admin/* page sits under this layout, whose loader refuses non-admins. React Router runs a
// layout's loader in parallel with its children's, not before them, so each child loader and action
// calls requireAdmin itself as well; this one is the backstop for a child that has no loader.
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
