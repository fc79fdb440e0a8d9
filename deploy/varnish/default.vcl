vcl 4.1;
# The CDN in front of HAProxy (issue 35; docs/cluster.md). It stores only what the site marks as
# shareable and keeps the built-in rules (varnishd -x builtin), which already:
# - pass every request but GET and HEAD (a form post is never cached nor answered from the cache),
#   and every request with a Cookie or Authorization;
# - take the time to live from s-maxage, else max-age;
# - store nothing with Set-Cookie, Cache-Control private, no-store or no-cache, or Vary: *.
# Added here: a visitor's cookies dropped where the site reads none, stale-while-revalidate and
# stale-if-error as grace, a failed refresh that never replaces the copy, and X-Cache saying how an
# answer was served.
import std;

# The backend (HAProxy): backend.vcl, written by `npm run cluster` for its ports; deploy/varnish/
# backend.vcl is the compose one.
include "backend.vcl";

sub vcl_recv {
    # The site reads one cookie, the language the visitor chose (i18n_redirected), and only to
    # redirect / to /fr or /en. Any cookie (that one, a consent banner's, analytics') would make the
    # built-in rules pass every page that visitor asks for to the origin; a page's answer never
    # depends on one, so they are dropped from reads. Posts keep theirs (they are passed anyway).
    if ((req.method == "GET" || req.method == "HEAD") && req.url !~ "^/(\?|$)") {
        unset req.http.Cookie;
    }
}

sub vcl_hit {
    set req.http.X-Cache-Age = obj.ttl;
}

sub vcl_backend_response {
    # A failed refresh (5xx, HAProxy's 503 included) never replaces the copy: the visitors keep
    # getting it within its grace (stale-if-error), and the next one tries again.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (beresp.status >= 500) {
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Grace: how long an expired copy is still served while a fresh one is fetched in the
    # background, the longer of stale-while-revalidate and stale-if-error. Varnish has one grace
    # for both: within stale-if-error a visitor may get the expired copy once even when the origin
    # is healthy (docs/cluster.md). Neither given: no grace (not Varnish's default 10 s).
    set beresp.grace = 0s;
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=(\d+).*$", "\1") + "s", 0s);
    }
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=(\d+).*$", "\1") + "s", beresp.grace);
    }
}

sub vcl_deliver {
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
