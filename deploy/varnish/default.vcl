vcl 4.1;
# The CDN in front of HAProxy (issue 35; docs/cluster.md). It stores only what the site marks as
# shareable and keeps the built-in rules (varnishd -x builtin), which already:
# - pass every request but GET and HEAD (a form post is never cached nor answered from the cache),
#   and every request with a Cookie or Authorization;
# - take the time to live from s-maxage, else max-age, and stale-while-revalidate as grace;
# - store nothing with Set-Cookie, Cache-Control private, no-store or no-cache, or Vary: *.
# Added here: stale-if-error as the longer grace an error may use, a synchronous refresh once
# stale-while-revalidate has run out, and X-Cache saying how an answer was served.
import std;

# The backend (HAProxy): backend.vcl, written by `npm run cluster` for its ports; deploy/varnish/
# backend.vcl is the compose one.
include "backend.vcl";

sub vcl_recv {
    if (req.restarts == 0) {
        unset req.http.X-Cache-Refresh;
        unset req.http.X-Cache-Stale-If-Error;
    }
    # Once stale-while-revalidate has run out, a stale copy is no longer served while a fresh one is
    # fetched: the visitor waits for the fresh one (see vcl_hit).
    if (req.http.X-Cache-Refresh) {
        set req.grace = 0s;
    }
}

sub vcl_hit {
    set req.http.X-Cache-Age = obj.ttl;
    # Fresh, or within stale-while-revalidate (served now, refreshed in the background), or the
    # refresh failed and the copy is within stale-if-error.
    if (obj.ttl >= 0s || req.http.X-Cache-Stale-If-Error ||
        obj.ttl + std.duration(obj.http.X-Cache-SWR + "s", 0s) > 0s) {
        return (deliver);
    }
    set req.http.X-Cache-Refresh = "1";
    return (restart);
}

sub vcl_backend_response {
    # A failed refresh (5xx, HAProxy's 503 included) never replaces a copy a later error may serve.
    if (beresp.status >= 500 && !bereq.http.X-Cache-Stale-If-Error) {
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        # The client side restarts and looks for a copy within stale-if-error (vcl_synth).
        if (bereq.http.X-Cache-Refresh) {
            return (abandon);
        }
    }
    if (beresp.status >= 500) {
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # stale-while-revalidate is kept for vcl_hit; the grace is the longer of it and stale-if-error.
    set beresp.http.X-Cache-SWR = "0";
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=\d+") {
        set beresp.http.X-Cache-SWR = regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=(\d+).*$", "\1");
    }
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=(\d+).*$", "\1") + "s", beresp.grace);
    }
    if (beresp.grace < std.duration(beresp.http.X-Cache-SWR + "s", 0s)) {
        set beresp.grace = std.duration(beresp.http.X-Cache-SWR + "s", 0s);
    }
}

sub vcl_synth {
    # A refresh past stale-while-revalidate failed: serve the stored copy if stale-if-error allows,
    # else ask once more and pass on the site's own error page.
    if (resp.status == 503 && req.http.X-Cache-Refresh && !req.http.X-Cache-Stale-If-Error) {
        set req.http.X-Cache-Stale-If-Error = "1";
        return (restart);
    }
}

sub vcl_deliver {
    unset resp.http.X-Cache-SWR;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0 && req.http.X-Cache-Age ~ "^-") {
        set resp.http.X-Cache = "STALE";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset req.http.X-Cache-Age;
}
