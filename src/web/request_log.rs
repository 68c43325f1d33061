//! Each request in a span of its own (method, route, status), an event when it ends in an error, and its count and
//! latency for `/metrics`.

use std::time::Instant;

use actix_web::ResponseError;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use tracing::Instrument;
use tracing::field::Empty;

/// The outermost middleware. The span names the route's pattern, never the path: paths carry secrets (reset,
/// confirmation and unsubscribe links), and logs must not. The pattern is recorded once the request has been
/// routed, when actix knows it: asked before, actix tries the route table's patterns one by one with a regular
/// expression each, which cost a quarter as much as drawing the game page (BENCHMARKS.md, "The game page's
/// requests"). So what is logged while a request is handled carries its method, and the event that ends a failed
/// request its route too.
pub async fn observe<B: MessageBody + 'static>(
    req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<B>, actix_web::Error> {
    let started = Instant::now();
    let span = tracing::info_span!("request", method = %req.method(), route = Empty, status = Empty);
    let outcome = next.call(req).instrument(span.clone()).await;
    span.in_scope(|| match &outcome {
        Ok(res) => {
            let route = res
                .request()
                .match_pattern()
                .unwrap_or_else(|| "(no route)".to_string());
            let status = res.status();
            span.record("route", route.as_str());
            span.record("status", status.as_u16());
            if let Some(error) = res.response().error() {
                failed(error.as_response_error(), status);
            }
            crate::telemetry::request(&route, status.as_u16(), started.elapsed());
        }
        Err(error) => {
            let error = error.as_response_error();
            span.record("status", error.status_code().as_u16());
            failed(error, error.status_code());
        }
    });
    outcome
}

/// A refusal is a warning (someone asked for what is not there or not theirs), a failure of ours an error.
fn failed(error: &dyn ResponseError, status: StatusCode) {
    if status.is_server_error() {
        tracing::error!(?error, "the request failed");
    } else if status.is_client_error() {
        tracing::warn!(?error, "the request was refused");
    }
}
