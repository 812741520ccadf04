// Sizes for profile photos, shared by the server (body limit, checks) and the form (a check before
// uploading, so a phone does not spend mobile data on a file the server will refuse).
// Phone cameras give 4–8 MB JPEGs (docs/decisions/023-profile-photos-and-body-limits.md); the photo
// is re-encoded to a 256×256 WebP, so the original's size only costs one request.
import { FILE_KINDS } from "../../lib/storage/file-kinds";

// The limit itself is in the storage module's table of kinds (decision 029).
export const AVATAR_MAX_BYTES = FILE_KINDS.avatar.maxBytes;
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** The body limit of the profile form: the largest photo plus room for the other fields and the
 * multipart framing. */
export const PROFILE_BODY_LIMIT_BYTES = AVATAR_MAX_BYTES + 256 * 1024;

// The header that tells the profile action its body was too large is the HTTP layer's (lib/).
export { BODY_TOO_LARGE_HEADER } from "../../lib/http-headers";
