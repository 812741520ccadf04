// A counseling request's statuses (also sent to the browser: the queue's filter and the badges).
export const COUNSELING_STATUS_LIST = ["requested", "scheduled", "completed", "cancelled"] as const;
export type CounselingStatus = (typeof COUNSELING_STATUS_LIST)[number];
