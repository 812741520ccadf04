import { accountCounts } from "../accounts/user-directory.server";

export async function adminOverview() {
  return accountCounts();
}
