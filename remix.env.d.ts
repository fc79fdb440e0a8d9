/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

export {};

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
