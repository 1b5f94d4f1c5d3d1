import Testing

@Suite struct PlaceholderDashboardTests {
  @Test func builds() {}
}
