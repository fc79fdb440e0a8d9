// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { ErrorBlock } from "~/blocks/errors/ErrorBlock";
import { cmsBlock, renderBlocks, renderWithProviders } from "../render";

describe("error block (spec 1 §8)", () => {
  it("404 offers a link home in the visitor's language", async () => {
    renderWithProviders(<ErrorBlock status={404} messageKey="404-message" />, {
      locale: "en",
      path: "/en/nope",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "404 error" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, the page you are looking for could not be found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/en");
  });

  it("403 offers to refresh the page", async () => {
    renderWithProviders(<ErrorBlock status={403} />, { locale: "en", path: "/en/private" });
    expect(
      await screen.findByText(
        "Sorry, a permissions error has occurred. Please refresh the page or try again later.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Refresh the page" })).toHaveAttribute("href", "/en/private");
  });

  it("503 has its own title", async () => {
    renderWithProviders(<ErrorBlock status={503} />, { locale: "fr", path: "/fr" });
    expect(await screen.findByRole("heading", { name: "Site en maintenance" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("other statuses say 'Unexpected status code.'", async () => {
    renderWithProviders(<ErrorBlock status={418} />, { locale: "en", path: "/en/teapot" });
    expect(await screen.findByText("Unexpected status code.")).toBeInTheDocument();
  });

  it("shows debug details only when given", async () => {
    renderWithProviders(<ErrorBlock status={500} detail="TimeoutError" />, { locale: "en", path: "/en" });
    expect(await screen.findByText("TimeoutError")).toBeInTheDocument();
  });
});

describe("block-error block", () => {
  const errorBlock = (fields: Record<string, unknown>) => cmsBlock("block-error", fields);

  it("shows the editor's title and message in the visitor's language, French as the fallback", async () => {
    const { container } = await renderBlocks(
      [
        errorBlock({
          status_code: 404,
          main_title: { type: "text", value: { fr: "Annonce retirée", en: "Listing withdrawn" } },
          description: { type: "textarea", value: { fr: "Vendue." } },
        }),
      ],
      { locale: "en", path: "/en/listing" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Listing withdrawn" })).toBeInTheDocument();
    expect(screen.getByText("Vendue.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/en");
    expect(container.querySelector('[data-block-type="block-error"]')).toBeInTheDocument();
  });

  it("without texts it shows its status's title and message; an invalid status is 500", async () => {
    await renderBlocks([errorBlock({ status_code: 403 }), errorBlock({ status_code: "teapot" })], {
      locale: "en",
      path: "/en/private",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "403 error" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Refresh the page" })).toHaveAttribute("href", "/en/private");
    expect(screen.getByRole("heading", { level: 2, name: "500 error" })).toBeInTheDocument();
    expect(screen.getByText(/a server error has occurred/)).toBeInTheDocument();
  });
});
