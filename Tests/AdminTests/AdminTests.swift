import Testing

@Suite struct PlaceholderAdminTests {
  @Test func builds() {}
}
