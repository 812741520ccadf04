/** The request's form data, or null when the body is not a form (JSON, text, broken multipart…),
 * so actions answer 400 instead of throwing. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
