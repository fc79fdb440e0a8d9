// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { MemberAvatar } from "~/blocks/members/MemberParts";
import { TestimonyAuthor } from "~/blocks/social-proof/TestimonyParts";
import { renderWithProviders } from "../render";
import { imageSource } from "../image-source";

const text = (value: string) => ({ kind: "text" as const, text: value });
const avatar = { src: "/images/avatar.jpg", alt: "Portrait", position: "50% 50%" };

describe("a testimony's author, shared by the testimonial blocks and the popup (spec 3 §3, §9)", () => {
  it("shows a decorative avatar of the asked size, the name in bold and the subtitle under it", async () => {
    const { container } = renderWithProviders(
      <figure>
        <TestimonyAuthor
          testimony={{ avatar, name: text("Julie"), subtitle: text("Acheteuse") }}
          avatarSize={56}
        />
      </figure>,
    );
    expect(await screen.findByText("Julie")).toHaveProperty("tagName", "STRONG");
    expect(screen.getByText("Acheteuse")).toBeInTheDocument();
    const image = container.querySelector("figcaption img");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("width", "56");
    expect(image).toHaveAttribute("sizes", "56px");
  });

  it("puts the block's own detail (a review's date) in place of the subtitle, and no image without avatar", async () => {
    const { container } = renderWithProviders(
      <figure>
        <TestimonyAuthor
          testimony={{ avatar: null, name: text("Isabelle"), subtitle: text("Cliente") }}
          avatarSize={48}
          detail={<time dateTime="2024-05-01">1 mai 2024</time>}
        />
      </figure>,
    );
    expect(await screen.findByText("1 mai 2024")).toHaveProperty("tagName", "TIME");
    expect(screen.queryByText("Cliente")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });
});

describe("a member's avatar, shared by the members blocks (spec 3 §9)", () => {
  it("is decorative and square, with the default picture of the brand and context when missing", async () => {
    const { container } = renderWithProviders(
      <MemberAvatar avatar={null} brandVersion={2} context="team" size={96} />,
    );
    await waitFor(() => expect(container.querySelector("img")).not.toBeNull());
    const image = container.querySelector("img");
    expect(imageSource(image)).toBe("/images/members/team-v2.svg");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("height", "96");
    expect(image).toHaveAttribute("sizes", "96px");
  });
});
