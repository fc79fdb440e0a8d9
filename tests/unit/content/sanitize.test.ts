import { brToNewlines, containsEmailLike, isSafeHref, newlinesToBr, sanitizeHtml } from "~/lib/sanitize";

describe("rich text sanitising (CMS HTML cannot run script)", () => {
  it.each([
    ['<img src=x onerror="alert(1)">', ""],
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ["<scr<script>ipt>alert(1)</script>", "&lt;scr"],
    ['<svg onload="alert(1)"><circle/></svg>text', "text"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,abc">x</a>', "<a>x</a>"],
    ['<p onclick="x()" style="color:red">hi</p>', "<p>hi</p>"],
    ["<!-- <script>alert(1)</script> --><p>a</p>", "<p>a</p>"],
    ["<iframe src=//evil></iframe><b>b", "<b>b</b>"],
    ["<style>body{display:none}</style>t", "t"],
    ["<p>unclosed <strong>bold", "<p>unclosed <strong>bold</strong></p>"],
    ["<div><p>in div</p></div>", "<p>in div</p>"],
    ["a < b > c", "a &lt; b &gt; c"],
  ])("%s → %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("a script hidden in an attribute leaves no markup behind", () => {
    expect(sanitizeHtml('<a href="data:text/html,<script>">x</a>')).not.toMatch(/<a|<script/);
  });

  it("keeps allowed links and adds rel to new-tab links", () => {
    expect(sanitizeHtml('<a href="https://ex.ca/a?b=1&c=2" target="_blank" title="T">x</a>')).toBe(
      '<a href="https://ex.ca/a?b=1&amp;c=2" title="T" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeHtml(
        '<a href="mailto:a@b.ca">m</a><a href="tel:+15145550000">t</a><a href="/fr/contact">c</a>',
      ),
    ).toBe('<a href="mailto:a@b.ca">m</a><a href="tel:+15145550000">t</a><a href="/fr/contact">c</a>');
  });

  it("accepts only http, https, mailto, tel and relative hrefs", () => {
    expect(isSafeHref("https://a.ca")).toBe(true);
    expect(isSafeHref("/fr")).toBe(true);
    expect(isSafeHref("#top")).toBe(true);
    expect(isSafeHref("vbscript:x")).toBe(false);
    expect(isSafeHref("ftp://x")).toBe(false);
  });
});

describe("line-break and word-break rules (spec 3 §5)", () => {
  it("text turns <br> into newlines", () => {
    expect(brToNewlines("a<br>b<BR/>c<br />d")).toBe("a\nb\nc\nd");
  });

  it("textarea turns newlines into <br>, escaping the text", () => {
    expect(newlinesToBr("a\nb\r\n<c>")).toBe("a<br>b<br>&lt;c&gt;");
  });

  it("detects something resembling an email address", () => {
    expect(containsEmailLike("Écrivez à julie.tremblay@horizon.example aujourd'hui")).toBe(true);
    expect(containsEmailLike("no address @ here")).toBe(false);
  });
});
