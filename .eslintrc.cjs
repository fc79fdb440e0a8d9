/** @type {import('eslint').Linter.Config} */
module.exports = {
  root: true,
  parserOptions: { ecmaVersion: "latest", sourceType: "module", ecmaFeatures: { jsx: true } },
  env: { browser: true, commonjs: true, es6: true, node: true },
  ignorePatterns: [
    "!**/.server",
    "!**/.client",
    "build",
    "public/build",
    "node_modules",
    "test-results",
    "playwright-report",
  ],
  extends: ["eslint:recommended"],
  overrides: [
    {
      files: ["**/*.{js,jsx,ts,tsx}"],
      plugins: ["react", "jsx-a11y"],
      extends: ["plugin:react/recommended", "plugin:react/jsx-runtime", "plugin:jsx-a11y/recommended"],
      settings: {
        react: { version: "detect" },
        formComponents: ["Form"],
        linkComponents: [
          { name: "Link", linkAttribute: "to" },
          { name: "NavLink", linkAttribute: "to" },
        ],
      },
      rules: { "react/prop-types": "off" },
    },
    {
      files: ["**/*.{ts,tsx}"],
      plugins: ["@typescript-eslint", "import"],
      parser: "@typescript-eslint/parser",
      settings: {
        "import/internal-regex": "^~/",
        "import/resolver": { node: { extensions: [".ts", ".tsx"] } },
      },
      extends: [
        "plugin:@typescript-eslint/recommended",
        "plugin:import/recommended",
        "plugin:import/typescript",
      ],
      rules: {
        "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
        "import/no-unresolved": "off",
        "import/namespace": "off",
        "import/no-named-as-default-member": "off",
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      },
    },
    {
      // server.mjs, server/ and scripts/: plain ESM for Node (listing them here also lints them).
      files: ["**/*.mjs"],
      rules: { "no-unused-vars": ["error", { argsIgnorePattern: "^_" }] },
    },
    { files: [".eslintrc.cjs"], env: { node: true } },
    // Listed so that `eslint .` and `eslint scripts` also lint the ES-module scripts (scripts/, tests/*.mjs).
    { files: ["**/*.mjs"], env: { node: true } },
  ],
};
