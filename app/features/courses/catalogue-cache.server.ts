// The catalogue is the "courses" content area (lib/cache/content-areas.ts). Every committed change to
// courses, lessons or reviews calls `catalogueChanged()`; the course pages in the page cache and the
// catalogue JSON are then rebuilt, and the other areas' cached pages stay (docs/decisions/007, 028).
import { areaVersion, bumpArea } from "../../lib/cache/content-areas";

export function catalogueVersion(): number {
  return areaVersion("courses");
}

export function catalogueChanged() {
  bumpArea("courses");
}
