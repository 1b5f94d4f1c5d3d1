import Testing

@Suite struct PlaceholderPaywallTests {
  @Test func builds() {}
}
