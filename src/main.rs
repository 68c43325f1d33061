use clap::Parser;

fn main() -> std::process::ExitCode {
    fieldpost::cli::Cli::parse().run()
}
