/// What the checkout's fields may hold, as a real payment form checks them: each rule returns
/// `nil` when the value is acceptable, or the message to show.
package enum CheckoutFields {
  /// A postal address: not empty, at most 300 characters, no control characters.
  package static func addressProblem(_ address: String) -> String? {
    let trimmed = address.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return "an address is required" }
    if trimmed.count > 300 { return "an address has at most 300 characters" }
    return hasControlCharacters(trimmed) ? "an address cannot hold control characters" : nil
  }

  /// An email address: one `@` between a local part and a domain with a dot, at most 254
  /// characters, and no spaces or control characters.
  package static func emailProblem(_ email: String) -> String? {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard email.count <= 254, parts.count == 2, !parts[0].isEmpty,
      parts[1].split(separator: ".", omittingEmptySubsequences: false).count >= 2,
      !parts[1].split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty),
      !email.contains(where: \.isWhitespace), !hasControlCharacters(email)
    else { return "an email address is required, for example ada@example.com" }
    return nil
  }

  /// A card number: 12 to 19 ASCII digits (spaces between groups allowed) that pass the Luhn
  /// check, as every payment card number does.
  package static func cardProblem(_ card: String) -> String? {
    let digits = card.filter { $0 != " " }
    guard (12...19).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return "a card number has 12 to 19 digits"
    }
    return passesLuhn(digits) ? nil : "that card number is not valid (check the digits)"
  }

  /// The Luhn check: doubling every second digit from the right, the digits' sum is a multiple
  /// of ten.
  static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    for (index, character) in digits.reversed().enumerated() {
      guard let digit = character.wholeNumberValue else { return false }
      let value = index % 2 == 1 ? digit * 2 : digit
      sum += value > 9 ? value - 9 : value
    }
    return sum % 10 == 0
  }

  static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
