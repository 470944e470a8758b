/** LINE's share address: opens LINE with `text` ready to send to a chat. */
export function lineShareUrl(text: string): string {
  return `https://line.me/R/msg/text/?${encodeURIComponent(text)}`;
}
