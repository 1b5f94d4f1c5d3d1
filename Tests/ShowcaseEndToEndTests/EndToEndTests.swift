import Testing

@Suite struct PlaceholderE2E {
  @Test func builds() {}
}
