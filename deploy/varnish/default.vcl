vcl 4.1;
# Varnish in front of several site instances: caches the anonymous pages the site marks public, purges by the
# Surrogate-Key the site names (xkey, Debian package varnish-modules), retries a request on another instance while
# one restarts. Backends come from backends.vcl next to this file (see backends.example.vcl; README "Running
# several instances"). Start: varnishd -f /path/to/default.vcl -p vcl_path=/path/to/this/folder …

import directors;
import std;
import xkey;

include "backends.vcl";

# Who may purge: the site instances (CDN_PURGE_URL points here). Widen to their addresses.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.Surrogate-Key) {
            return (synth(400, "Surrogate-Key header required"));
        }
        set req.http.n-gone = xkey.purge(req.http.Surrogate-Key);
        return (synth(200, "Invalidated " + req.http.n-gone + " objects"));
    }
    set req.backend_hint = origin.backend();
    if (req.url == "/healthz") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # The language and consent cookies do not change a cacheable page's HTML (the site says so by answering
    # public); any other cookie (a console login…) means a page of the visitor's own.
    if (req.http.Cookie) {
        set req.http.X-Other-Cookies = regsuball(req.http.Cookie, "(^|;)\s*(i18n_redirected|cookie_consent)=[^;]*", "");
        if (req.http.X-Other-Cookies ~ "[^;\s]") {
            unset req.http.X-Other-Cookies;
            return (pass);
        }
        unset req.http.X-Other-Cookies;
    }
    call edgenova_device_class;
    return (hash);
}

# Pages differ by device class only (mobile or desktop, and the operating system: server/cache.ts deviceClass).
# The User-Agent is replaced by the one the site renders that class with, so `Vary: User-Agent` keeps one copy per
# class, not one per browser version.
sub edgenova_device_class {
    if (req.http.User-Agent ~ "(?i)Mobi|Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile") {
        set req.http.X-Form = " Mobile";
    } else {
        set req.http.X-Form = "";
    }
    if (req.http.User-Agent ~ "(?i)iPhone|iPad|iPod") {
        set req.http.X-Os = "iPhone; CPU iPhone OS 17_0 like Mac OS X";
    } elsif (req.http.User-Agent ~ "(?i)Android") {
        set req.http.X-Os = "Linux; Android 14";
    } elsif (req.http.User-Agent ~ "(?i)Windows NT|Win64|Win32|Windows Phone") {
        set req.http.X-Os = "Windows NT 10.0; Win64; x64";
    } elsif (req.http.User-Agent ~ "(?i)Macintosh|Mac OS X") {
        set req.http.X-Os = "Macintosh; Intel Mac OS X 10_15_7";
    } elsif (req.http.User-Agent ~ "(?i)Linux|X11") {
        set req.http.X-Os = "X11; Linux x86_64";
    } else {
        set req.http.X-Os = "compatible";
    }
    set req.http.User-Agent = "Mozilla/5.0 (" + req.http.X-Os + ") AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0" + req.http.X-Form + " Safari/537.36 edgenova-page-cache";
    unset req.http.X-Form;
    unset req.http.X-Os;
}

sub vcl_backend_response {
    # xkey reads its keys from the xkey header.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # An instance that is going away answers 5xx at most while draining: ask another one.
    if (beresp.status >= 500 && bereq.method == "GET" && bereq.retries < 4) {
        return (retry);
    }
}

# A refused or cut connection (an instance restarting): the director picks the next healthy instance.
sub vcl_backend_error {
    if (bereq.retries < 4) {
        return (retry);
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
