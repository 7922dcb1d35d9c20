extension Duration {
    /// Milliseconds with two decimals and the unit, for logs: `0.21ms`, `12.50ms`.
    var milliseconds: String {
        let microseconds = components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000
        let hundredths = (microseconds + 5) / 10
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
    }

    /// Seconds as options are written: `10`, `0.5`.
    var secondsText: String {
        let value = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
