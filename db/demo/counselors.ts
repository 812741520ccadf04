// The demo counsellors (decision 042): accounts in the demo domain, like the demo admin and student,
// with stable ids and no password (nobody signs in as them), each with a weekly timetable in IST.
// Students see the display name next to each time on /counseling.

export type DemoCounselor = {
  id: string;
  email: string;
  name: string;
  /** Session length in minutes: 30, 45 or 60 (the slots' CHECK). */
  minutes: 30 | 45 | 60;
  /** Start times ("HH:MM", IST) offered Monday to Saturday; Sundays are off. */
  times: readonly string[];
};

export const DEMO_COUNSELORS: readonly DemoCounselor[] = [
  { id: "demo-counselor-meera", email: "counsellor.meera@vidyapath.local", name: "Meera Iyer", minutes: 45, times: ["10:00", "11:00", "15:00", "16:00"] },
  { id: "demo-counselor-arjun", email: "counsellor.arjun@vidyapath.local", name: "Arjun Mehta", minutes: 60, times: ["10:30", "12:00", "14:30", "17:00"] },
  { id: "demo-counselor-farah", email: "counsellor.farah@vidyapath.local", name: "Farah Qureshi", minutes: 30, times: ["09:30", "12:30", "15:30", "17:30"] },
];

/** How far ahead the demo timetable is published. */
export const DEMO_SLOT_DAYS = 14;
