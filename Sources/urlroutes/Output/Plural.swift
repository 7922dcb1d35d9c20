/// `1 route`, `2 routes`: counts in messages agree with their nouns.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
