//! `GET /metrics` in Prometheus' text format, on its own address (METRICS_BIND) so that it is never public by
//! accident: this process's requests by route and status with latency histograms and its job loops' last
//! good step, and from the database the outbox, games by state and moves in the last minute.

use std::fmt::Write;
use std::net::TcpListener;

use actix_web::dev::Server;
use actix_web::{App, HttpResponse, HttpServer, web};

use crate::app::Env;
use crate::db;
use crate::telemetry::{self, BUCKETS};

pub fn server(listener: TcpListener, env: Env) -> std::io::Result<Server> {
    let env = web::Data::new(env);
    Ok(HttpServer::new(move || {
        App::new()
            .app_data(env.clone())
            .route("/metrics", web::get().to(metrics))
    })
    .disable_signals()
    .workers(1)
    .listen(listener)?
    .run())
}

async fn metrics(env: web::Data<Env>) -> HttpResponse {
    let mut out = String::new();
    requests(&mut out);
    jobs(&mut out, &env);
    match db::stats::read(&env.pool, env.clock.now(), crate::app::mail::bounces::SUSPEND_AFTER).await {
        Ok(stats) => database(&mut out, &stats),
        Err(e) => {
            tracing::warn!(error = %e, "metrics: the database did not answer");
            let _ = writeln!(out, "# TYPE fieldpost_database_up gauge\nfieldpost_database_up 0");
        }
    }
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(out)
}

/// A label value with `\`, `"` and newlines escaped.
fn label(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n")
}

fn requests(out: &mut String) {
    let all = telemetry::requests();
    let _ = writeln!(
        out,
        "# HELP fieldpost_http_requests_total Requests answered, by route and status."
    );
    let _ = writeln!(out, "# TYPE fieldpost_http_requests_total counter");
    for ((route, status), s) in &all {
        let _ = writeln!(
            out,
            "fieldpost_http_requests_total{{route=\"{}\",status=\"{status}\"}} {}",
            label(route),
            s.count
        );
    }
    let _ = writeln!(
        out,
        "# HELP fieldpost_http_request_seconds Time to answer, by route and status."
    );
    let _ = writeln!(out, "# TYPE fieldpost_http_request_seconds histogram");
    for ((route, status), s) in &all {
        let labels = format!("route=\"{}\",status=\"{status}\"", label(route));
        for (bound, n) in BUCKETS.iter().zip(s.buckets) {
            let _ = writeln!(
                out,
                "fieldpost_http_request_seconds_bucket{{{labels},le=\"{bound}\"}} {n}"
            );
        }
        let _ = writeln!(
            out,
            "fieldpost_http_request_seconds_bucket{{{labels},le=\"+Inf\"}} {}",
            s.count
        );
        let _ = writeln!(out, "fieldpost_http_request_seconds_sum{{{labels}}} {}", s.seconds);
        let _ = writeln!(out, "fieldpost_http_request_seconds_count{{{labels}}} {}", s.count);
    }
}

fn jobs(out: &mut String, env: &Env) {
    let now = env.clock.now();
    let _ = writeln!(
        out,
        "# HELP fieldpost_job_last_success_seconds Seconds since each job loop last finished a step without error."
    );
    let _ = writeln!(out, "# TYPE fieldpost_job_last_success_seconds gauge");
    for (job, at) in telemetry::jobs() {
        let ago = (now - at).num_milliseconds() as f64 / 1000.0;
        let _ = writeln!(out, "fieldpost_job_last_success_seconds{{job=\"{job}\"}} {ago}");
    }
}

fn database(out: &mut String, s: &db::stats::Stats) {
    let _ = writeln!(out, "# TYPE fieldpost_database_up gauge\nfieldpost_database_up 1");
    let _ = writeln!(
        out,
        "# HELP fieldpost_outbox_mails Mails in the outbox: due now, being sent, parked as failed."
    );
    let _ = writeln!(out, "# TYPE fieldpost_outbox_mails gauge");
    let _ = writeln!(out, "fieldpost_outbox_mails{{state=\"due\"}} {}", s.mail_due);
    let _ = writeln!(
        out,
        "fieldpost_outbox_mails{{state=\"in_flight\"}} {}",
        s.mail_in_flight
    );
    let _ = writeln!(out, "fieldpost_outbox_mails{{state=\"failed\"}} {}", s.mail_failed);
    let _ = writeln!(
        out,
        "# HELP fieldpost_outbox_oldest_due_seconds Age of the oldest mail that is due."
    );
    let _ = writeln!(out, "# TYPE fieldpost_outbox_oldest_due_seconds gauge");
    let _ = writeln!(out, "fieldpost_outbox_oldest_due_seconds {}", s.oldest_due_secs);
    let _ = writeln!(out, "# HELP fieldpost_games Games by state.");
    let _ = writeln!(out, "# TYPE fieldpost_games gauge");
    for (state, n) in &s.games {
        let _ = writeln!(out, "fieldpost_games{{state=\"{}\"}} {n}", state.as_str());
    }
    let _ = writeln!(
        out,
        "# HELP fieldpost_moves_last_minute Moves played in the last minute."
    );
    let _ = writeln!(out, "# TYPE fieldpost_moves_last_minute gauge");
    let _ = writeln!(out, "fieldpost_moves_last_minute {}", s.moves_last_minute);
    let _ = writeln!(
        out,
        "# HELP fieldpost_bouncing_addresses Accounts whose address bounces; suspended: no more mail is queued to it."
    );
    let _ = writeln!(out, "# TYPE fieldpost_bouncing_addresses gauge");
    let _ = writeln!(out, "fieldpost_bouncing_addresses{{state=\"bouncing\"}} {}", s.bouncing);
    let _ = writeln!(
        out,
        "fieldpost_bouncing_addresses{{state=\"suspended\"}} {}",
        s.bouncing_suspended
    );
}
