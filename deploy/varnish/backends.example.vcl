# Copy to backends.vcl: one backend per site instance, all in the round-robin director `origin`.
# The probe asks /healthz, which answers 503 as soon as an instance starts draining (SIGTERM); make DRAIN_DELAY_MS
# longer than the probes need to call it sick (here 3 misses at 500 ms), and the timeout generous: a busy instance
# may answer late.
probe site_health {
    .url = "/healthz";
    .interval = 500ms;
    .timeout = 3s;
    .window = 5;
    .threshold = 3;
    .initial = 3;
}

backend site_a {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = site_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 60s;
}

backend site_b {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = site_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 60s;
}

sub vcl_init {
    new origin = directors.round_robin();
    origin.add_backend(site_a);
    origin.add_backend(site_b);
}
