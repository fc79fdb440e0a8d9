/** The share links of a post (spec 2 "Blog post page"); mail is a mailto link with the page address. */
export function shareLinks(url: string, title: string, mailBody: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    mail: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(mailBody)}`,
  };
}
