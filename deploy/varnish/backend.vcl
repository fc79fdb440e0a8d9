# The backend of deploy/varnish/default.vcl in deploy/compose.yaml: the haproxy service.
# `npm run cluster` writes its own backend.vcl (scripts/cluster/topology.mjs).
backend haproxy {
    .host = "haproxy";
    .port = "8080";
    .connect_timeout = 2s;
    .first_byte_timeout = 35s;
    .between_bytes_timeout = 35s;
}
