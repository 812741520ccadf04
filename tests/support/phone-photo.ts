// Real photos for upload tests, made with sharp: a phone-camera JPEG (4000×3000, noisy so it does not
// compress below several MB) whose EXIF says "rotate 90° clockwise to display" (orientation 6), the
// way phones store a portrait photo. Its stored left half is red and its right half blue, so once
// turned upright its top is red and its bottom blue: a test can see whether the rotation was applied.
import { randomBytes } from "node:crypto";
import sharp from "sharp";

export async function phonePhoto(opts: { width?: number; height?: number; quality?: number } = {}): Promise<Buffer> {
  const width = opts.width ?? 4000;
  const height = opts.height ?? 3000;
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const left = (i / 3) % width < width / 2;
    // Noise of 0–63 on a strong red or blue.
    pixels[i] = left ? 180 + (pixels[i] >> 2) : pixels[i] >> 2;
    pixels[i + 1] = 40 + (pixels[i + 1] >> 2);
    pixels[i + 2] = left ? pixels[i + 2] >> 2 : 180 + (pixels[i + 2] >> 2);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: opts.quality ?? 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The RGB colour of one pixel of an image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
