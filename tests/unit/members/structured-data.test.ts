import { jsonLdScript, realEstateAgent, type JsonLd } from "~/lib/structured-data";

/** Plain objects that are not schema.org things, to test the escaping and pruning alone. */
const untyped = (object: object) => object as JsonLd;

describe("structured data (schema.org JSON-LD, escaped)", () => {
  it("escapes what could close the script element or start markup, and reads back unchanged", () => {
    const object = { name: "</script><script>alert(1)</script>", note: "a & b > c \u2028 d" };
    const script = jsonLdScript(untyped(object));
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(script).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(script)).toEqual(object);
  });

  it("drops empty values so only what is known is published", () => {
    expect(
      JSON.parse(jsonLdScript(untyped({ a: "x", b: "", c: null, d: undefined, e: [], f: {}, g: [""] }))),
    ).toEqual({
      a: "x",
    });
  });

  it("describes a member as a RealEstateAgent", () => {
    const agent = JSON.parse(
      jsonLdScript(
        realEstateAgent({
          name: "Julie Tremblay",
          jobTitle: "Courtière",
          image: "https://example.test/julie.jpg",
          telephone: "514 555-0142",
          sameAs: ["https://www.linkedin.com/in/julie", undefined],
          address: { city: "Montréal", street: null },
        }),
      ),
    );
    expect(agent).toEqual({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: "Julie Tremblay",
      image: "https://example.test/julie.jpg",
      telephone: "514 555-0142",
      sameAs: ["https://www.linkedin.com/in/julie"],
      address: { "@type": "PostalAddress", addressLocality: "Montréal" },
      employee: { "@type": "Person", name: "Julie Tremblay", jobTitle: "Courtière" },
    });
  });
});
