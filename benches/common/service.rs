//! The service as the load benches run it: `fieldpost serve`'s web server on a port of its own, over loopback.

use std::net::{IpAddr, TcpListener};

use fieldpost::app::Env;

/// The web server, started on the database at `url`: its address, the bench's `Env` (with a pool of
/// `connections` of its own, for setup and work beside the pages) and the server's handle to stop it.
pub async fn start(url: &str, connections: u32) -> (String, Env, actix_web::dev::ServerHandle) {
    let pool = fieldpost::db::connect(url, connections).await.unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let env = Env::new(pool, fieldpost::clock::Clock::System, base.clone());
    let web = fieldpost::web::WebSettings {
        mailbox_page: false,
        // Each player comes from an address of its own, told by X-Forwarded-For as behind a proxy.
        trusted_proxies: vec![IpAddr::from([127, 0, 0, 1])],
        database_connections: connections,
        ..Default::default()
    };
    let server = fieldpost::web::server(listener, env.clone(), web).unwrap();
    let handle = server.handle();
    tokio::spawn(server);
    (base, env, handle)
}
