import Testing

@Suite struct PlaceholderInsightsTests {
  @Test func builds() {}
}
